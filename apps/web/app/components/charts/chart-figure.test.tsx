import { screen } from "@testing-library/react";
import { lazy } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { I18nWrapper, renderInLanguage } from "@/test/render";

import { ChartFigure } from "./chart-figure";

const LazyDrawing = lazy(async () => ({
  default: ({ width }: { width: number }) => (
    <svg role="img" aria-label="Drawing" width={width} height={100} />
  ),
}));

// A drawing whose code is still loading: the figure shows its placeholder.
const NeverLoads = lazy(() => new Promise<never>(() => undefined));

function Figure({ withChart = true }: { withChart?: boolean }) {
  return (
    <ChartFigure
      title="Scores"
      description="What the chart shows."
      height={100}
      chart={withChart ? (width) => <LazyDrawing width={width} /> : null}
      alternative={<p>The figures as text</p>}
    />
  );
}

describe("ChartFigure", () => {
  it("prerenders the caption, the text alternative and a same-height placeholder, never the drawing", () => {
    const html = renderToString(
      <I18nWrapper>
        <Figure />
      </I18nWrapper>,
    );
    expect(html).toContain("Scores");
    expect(html).toContain("The figures as text");
    expect(html).toContain("Show the data as a table");
    expect(html).toMatch(/<svg[^>]*height="100"[^>]*data-chart-placeholder/);
    expect(html).not.toContain('role="img"');
  });

  it("draws the lazy chart after hydration, inside a figure named by its title", async () => {
    renderInLanguage(<Figure />);
    const figure = screen.getByRole("figure", { name: "Scores" });
    expect(
      await screen.findByRole("img", { name: "Drawing" }),
    ).toBeInTheDocument();
    expect(figure).toContainElement(
      screen.getByRole("img", { name: "Drawing" }),
    );
    expect(figure.querySelector("[data-chart-placeholder]")).toBeNull();
  });

  it("keeps caption and alternative but reserves no space when there is nothing to draw", () => {
    renderInLanguage(<Figure withChart={false} />);
    const figure = screen.getByRole("figure", { name: "Scores" });
    expect(figure.querySelector("svg")).toBeNull();
    expect(screen.getByText("The figures as text")).toBeInTheDocument();
  });

  it("draws once data arrives that can be plotted (nothing to draw at first)", async () => {
    const { rerender } = renderInLanguage(<Figure withChart={false} />);
    rerender(<Figure />);
    expect(
      await screen.findByRole("img", { name: "Drawing" }),
    ).toBeInTheDocument();
  });

  it("with a side-label height, prerenders both placeholders and shows the shorter one in a container from 640 px", () => {
    const html = renderToString(
      <I18nWrapper>
        <ChartFigure
          title="Scores"
          description="What the chart shows."
          height={300}
          compactHeight={200}
          chart={() => <NeverLoads />}
          alternative={<p>The figures as text</p>}
        />
      </I18nWrapper>,
    );
    expect(html).toMatch(
      /<svg[^>]*height="300"[^>]*class="block @min-\[640px\]:hidden"/,
    );
    expect(html).toMatch(
      /<svg[^>]*height="200"[^>]*class="hidden @min-\[640px\]:block"/,
    );
    expect(html).toMatch(/class="@container[^"]*"/);
  });
});
