import { describe, expect, it } from "vitest";

import {
  fitsSideLabels,
  labelColumnWidth,
  ROW_CHART,
  ROW_CHART_COMPACT,
  rowChartHeight,
  rowChartLayout,
} from "./row-layout";

describe("row chart layout", () => {
  const groups = [
    { label: "75+", rows: ["a"] },
    { label: "35+", rows: ["b", "c"] },
  ];

  it("stacks each group's header above its rows, in order", () => {
    const layout = rowChartLayout(groups);
    expect(layout.headers.map((h) => h.y)).toEqual([
      ROW_CHART.top,
      ROW_CHART.top + ROW_CHART.groupHeader + ROW_CHART.row,
    ]);
    expect(layout.rows.map((r) => [r.groupIndex, r.rowIndex])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    // Rows never overlap: each starts where the one above (or its group's header) ends.
    const ys = layout.rows.map((r) => r.y);
    expect(ys[2]! - ys[1]!).toBe(ROW_CHART.row);
  });

  it("reserves exactly the height the layout uses, plus the axis", () => {
    const layout = rowChartLayout(groups);
    expect(rowChartHeight(groups)).toBe(layout.plotBottom + ROW_CHART.axis);
  });

  it("gives unlabelled groups no header", () => {
    expect(rowChartLayout([{ rows: [1, 2] }]).headers).toEqual([]);
    expect(rowChartHeight([{ rows: [1, 2] }])).toBe(
      ROW_CHART.top + 2 * ROW_CHART.row + ROW_CHART.axis,
    );
  });

  it("with side labels spaces rows 24 px apart and reserves that shorter height", () => {
    const layout = rowChartLayout(groups, true);
    expect(layout.rows[2]!.y - layout.rows[1]!.y).toBe(ROW_CHART_COMPACT.row);
    expect(rowChartHeight(groups, true)).toBe(
      layout.plotBottom + ROW_CHART_COMPACT.axis,
    );
    expect(rowChartHeight(groups, true)).toBeLessThan(rowChartHeight(groups));
  });
});

describe("side labels", () => {
  it("gives a longer label a wider column", () => {
    expect(labelColumnWidth(["Genspark Super Agent · ~$0.15"])).toBeGreaterThan(
      labelColumnWidth(["Fellou · ~$2"]),
    );
  });

  it("fit when the longest label takes at most 40% of the 640 px breakpoint", () => {
    expect(
      fitsSideLabels(["Genspark Super Agent · ~$0.15", "Fellou · ~$2"]),
    ).toBe(true);
    expect(
      fitsSideLabels([
        "Fellou · ~$2",
        "10. Claude Sonnet 4 - Extended Thinking · 39.4 (29.4–50.2)",
      ]),
    ).toBe(false);
  });
});
