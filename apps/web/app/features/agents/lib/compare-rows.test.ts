import { describe, expect, it } from "vitest";

import { compareRows, type CompareAgent } from "./compare-rows";

type Result = CompareAgent["results"][number];

const result = (
  board: Result["board"],
  edition: string,
  rank: number,
): CompareAgent["results"][number] => ({
  board,
  boardTitle: board,
  edition,
  page: `/${board}`,
  entryName: "x",
  rank,
  tied: false,
  rankRange: null,
  rowCount: 10,
  headlineLabel: "Score",
  headlineLabelZh: null,
  headline: String(100 - rank),
  value: 100 - rank,
  interval: null,
});

const agent = (
  slug: string,
  results: CompareAgent["results"],
): CompareAgent => ({
  slug,
  name: slug,
  company: null,
  results,
});

describe("compareRows", () => {
  it("makes a row per board edition, boards in site order and newest edition first, '-' where missing", () => {
    const rows = compareRows([
      agent("a", [
        result("recruiting", "2025.06", 1),
        result("deepsearch", "2025.05", 2),
      ]),
      agent("b", [
        result("deepsearch", "2025.10", 3),
        result("scienceqa", "latest", 4),
      ]),
    ]);
    expect(rows.map((row) => row.key)).toEqual([
      "scienceqa/latest",
      "deepsearch/2025.10",
      "deepsearch/2025.05",
      "recruiting/2025.06",
    ]);
    expect(
      rows.map((row) => row.cells.map((cell) => cell?.rank ?? "-")),
    ).toEqual([
      ["-", 4],
      ["-", 3],
      [2, "-"],
      [1, "-"],
    ]);
  });

  it("puts a board published later (BabyVision) after the spec's boards, in the registry's order", () => {
    const rows = compareRows([
      agent("a", [
        result("babyvision", "2026.01", 1),
        result("scienceqa", "latest", 2),
        result("marketing", "2025.06", 3),
      ]),
    ]);
    expect(rows.map((row) => row.key)).toEqual([
      "scienceqa/latest",
      "marketing/2025.06",
      "babyvision/2026.01",
    ]);
  });

  it("marks the best rank in a row, every agent that shares it, and none with one result", () => {
    const rows = compareRows([
      agent("a", [
        result("recruiting", "2025.06", 3),
        result("marketing", "2025.06", 1),
      ]),
      agent("b", [
        result("recruiting", "2025.06", 3),
        result("marketing", "2025.06", 2),
      ]),
      agent("c", [result("recruiting", "2025.06", 5)]),
    ]);
    expect(rows.map((row) => [row.key, row.best])).toEqual([
      ["recruiting/2025.06", [0, 1]],
      ["marketing/2025.06", [0]],
    ]);
    expect(
      compareRows([
        agent("a", [result("marketing", "2025.06", 1)]),
        agent("b", []),
      ])[0]?.best,
    ).toEqual([]);
  });

  it("marks no best where the compared intervals overlap, and the better one where they do not", () => {
    const scienceQa = (rank: number, low: number, high: number) => ({
      ...result("scienceqa", "latest", rank),
      interval: { low, high },
    });
    const [overlapping] = compareRows([
      agent("a", [scienceQa(1, 51, 69.8)]),
      agent("b", [scienceQa(2, 47.4, 66.5)]),
    ]);
    expect(overlapping?.best).toEqual([]);
    const [apart] = compareRows([
      agent("a", [scienceQa(10, 30.4, 49.2)]),
      agent("b", [scienceQa(1, 51, 69.8)]),
    ]);
    expect(apart?.best).toEqual([1]);
  });

  it("marks both agents best when their values are equal, whatever their published ranks", () => {
    const [row] = compareRows([
      agent("a", [{ ...result("recruiting", "2025.06", 3), value: 61.4 }]),
      agent("b", [{ ...result("recruiting", "2025.06", 4), value: 61.4 }]),
    ]);
    expect(row?.best).toEqual([0, 1]);
  });
});
