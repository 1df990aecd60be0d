import { describe, expect, it } from "vitest";

import { scienceQaEntry } from "./entry.testing";
import { withIntervals } from "./intervals";
import { orderScienceQaRanking } from "./order-ranking";

describe("ScienceQA intervals", () => {
  it("keeps the spec's order and ranks and names ties by rank", () => {
    const rows = withIntervals(
      orderScienceQaRanking([
        scienceQaEntry({ modelName: "c", score: 39.4, bon: 61 }),
        scienceQaEntry({ modelName: "a", score: 60.8, bon: 78 }),
        scienceQaEntry({ modelName: "b", score: 50.4, bon: 71 }),
        scienceQaEntry({ modelName: "none" }),
      ]),
    );
    expect(rows.map((row) => [row.modelName, row.rank])).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
      ["none", 4],
    ]);
    // By hand (z = 1.96, n = 100): 60.8 -> 51.00–69.80, 50.4 -> 40.77–60.00, 39.4 -> 30.39–49.20.
    expect(rows.map((row) => row.tiedWith)).toEqual([[2], [1, 3], [2], []]);
    expect(rows[3]!.interval).toBeNull();
  });
});
