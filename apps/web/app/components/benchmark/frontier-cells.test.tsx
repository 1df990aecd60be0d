import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { Locale } from "@/i18n/locales";
import type { FrontierEdition } from "@/lib/data-api/frontier-types";
import { MISSING, signed } from "@/lib/format";
import { renderInLanguage } from "@/test/render";

import { dataApiBoards } from "../../../build-time/data-api/boards";
import { buildFrontier } from "../../../build-time/data-api/frontier";
import { FrontierChange, FrontierGap, FrontierLeaders } from "./frontier-cells";

// The points are those of /data/frontier.json over the committed boards.
const frontier = buildFrontier(dataApiBoards());
const newestOf = (id: string) =>
  frontier.boards.find((board) => board.board === id)!.editions.at(-1)!;
const babyVision = newestOf("babyvision");
const deepSearch = newestOf("deepsearch");

const render = (ui: React.ReactElement, locale: Locale = "en") =>
  renderInLanguage(<MemoryRouter>{ui}</MemoryRouter>, { locale });

describe("a frontier point's cells", () => {
  it("give the gap to each reference row with one, and '-' without", () => {
    const [humans] = babyVision.reference;
    const { container } = render(
      <>
        <p>
          <FrontierGap edition={babyVision} />
        </p>
        <p>
          <FrontierGap edition={deepSearch} />
        </p>
      </>,
    );
    const [gap, none] = container.querySelectorAll("p");
    expect(gap).toHaveTextContent(
      `${humans!.gap} behind ${humans!.name} (${humans!.text})`,
    );
    expect(none).toHaveTextContent(new RegExp(`^${MISSING}$`));
  });

  it("give a change of bands as from → to, a numeric one signed, and '-' without a previous edition", () => {
    const numeric: FrontierEdition = {
      ...deepSearch,
      change: { ...deepSearch.change!, delta: -1.5 },
    };
    const { container } = render(
      <>
        <p>
          <FrontierChange edition={deepSearch} />
        </p>
        <p>
          <FrontierChange edition={numeric} />
        </p>
        <p>
          <FrontierChange edition={babyVision} />
        </p>
      </>,
    );
    const [bands, delta, none] = container.querySelectorAll("p");
    const { change, frontier: best } = deepSearch;
    expect(bands).toHaveTextContent(
      `${change!.from} → ${best!.text} since ${change!.since}`,
    );
    expect(delta).toHaveTextContent(`${signed(-1.5)} since ${change!.since}`);
    expect(none).toHaveTextContent(new RegExp(`^${MISSING}$`));
  });

  it("link each leader to its page, separated in the page's language", () => {
    const tied = [
      ...babyVision.frontier!.leaders,
      ...deepSearch.frontier!.leaders,
    ];
    const { container } = render(<FrontierLeaders leaders={tied} />, "zh-CN");
    for (const leader of tied)
      expect(screen.getByRole("link", { name: leader.name })).toHaveAttribute(
        "href",
        expect.stringContaining(leader.page),
      );
    expect(container).toHaveTextContent(tied.map((l) => l.name).join("、"));
  });
});
