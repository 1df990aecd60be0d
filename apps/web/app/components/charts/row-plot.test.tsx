import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { labelColumnWidth, rowChartHeight } from "./row-layout";
import { RowPlot, xScale, type XAxisSpec } from "./row-plot";

const cost: XAxisSpec = {
  kind: "log",
  domain: [0.05, 3.2],
  zeroLabel: "Free",
  title: "Cost",
  format: (value) => `$${value}`,
};

const groups = [
  {
    key: "g",
    label: "Accuracy 35+",
    rows: [
      {
        key: "a",
        label: "A · Free",
        marks: [{ x: 0, shape: "circle" as const }],
      },
      {
        key: "b",
        label: "B · ~$2",
        marks: [{ x: 2, shape: "circle" as const }],
      },
    ],
  },
];

describe("x scale", () => {
  it("draws 0 in its own slot left of the log range, and larger values further right", () => {
    const scale = xScale(cost, 375);
    expect(scale.position(0)).toBeLessThan(scale.left);
    expect(scale.position(0.08)).toBeGreaterThanOrEqual(scale.left);
    expect(scale.position(0.085)).toBeGreaterThan(scale.position(0.08));
    expect(scale.position(2)).toBeLessThanOrEqual(scale.right);
  });

  it("keeps only powers of ten as log ticks when the axis is narrow, more when wide", () => {
    // 343 px: the chart's width on a 375 px screen.
    expect(xScale(cost, 343).ticks).toEqual([0.1, 1]);
    expect(xScale(cost, 1000).ticks.length).toBeGreaterThan(2);
  });

  it("stays inside the drawing's width", () => {
    const scale = xScale({ ...cost, kind: "linear", domain: [0, 100] }, 343);
    expect(scale.position(0)).toBeGreaterThanOrEqual(0);
    expect(scale.position(100)).toBeLessThanOrEqual(343);
  });
});

describe("RowPlot", () => {
  it("is one image named by its label, with the height the page reserved", () => {
    render(<RowPlot label="Costs" width={375} groups={groups} x={cost} />);
    const image = screen.getByRole("img", { name: "Costs" });
    expect(image).toHaveAttribute("height", String(rowChartHeight(groups)));
    expect(image).toHaveAttribute(
      "viewBox",
      `0 0 375 ${rowChartHeight(groups)}`,
    );
    expect(image).toHaveTextContent("A · Free");
    expect(image).toHaveTextContent("Accuracy 35+");
  });

  it("puts each label beside its lane from 640 px when asked, a shorter drawing with the axis right of the labels", () => {
    render(
      <RowPlot label="Costs" width={800} groups={groups} x={cost} sideLabels />,
    );
    const image = screen.getByRole("img", { name: "Costs" });
    expect(image).toHaveAttribute(
      "height",
      String(rowChartHeight(groups, true)),
    );
    const label = screen.getByText("A · Free");
    const laneMark = image.querySelector("circle")!;
    // The label's baseline is level with its lane, and its column ends before the axis starts.
    expect(Number(label.getAttribute("y")) - 4).toBe(
      Number(laneMark.getAttribute("cy")),
    );
    expect(Number(laneMark.getAttribute("cx"))).toBeGreaterThan(
      labelColumnWidth(["A · Free", "B · ~$2"]),
    );
  });

  it("keeps labels above the lanes on a phone even when side labels are allowed", () => {
    render(
      <RowPlot label="Costs" width={343} groups={groups} x={cost} sideLabels />,
    );
    expect(screen.getByRole("img", { name: "Costs" })).toHaveAttribute(
      "height",
      String(rowChartHeight(groups)),
    );
  });
});
