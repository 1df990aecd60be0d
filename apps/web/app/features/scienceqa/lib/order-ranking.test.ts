import { describe, expect, it } from "vitest";

import type { ScienceQaEntry } from "../api/get-scienceqa-ranking";
import { scienceQaEntry } from "./entry.testing";
import { orderScienceQaRanking } from "./order-ranking";

function entry(
  modelName: string,
  score: number | null,
  bon: number | null,
): ScienceQaEntry {
  return scienceQaEntry({ modelName, score, bon });
}

describe("orderScienceQaRanking", () => {
  it("sorts by score descending and numbers ranks from 1", () => {
    const ranked = orderScienceQaRanking([
      entry("b", 40, 50),
      entry("a", 60, 70),
    ]);
    expect(ranked.map((row) => [row.modelName, row.rank])).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });

  it("breaks a score tie by the higher BoN", () => {
    const ranked = orderScienceQaRanking([
      entry("o4-mini-high", 50.4, 67),
      entry("DeepSeek-R1", 50.4, 71),
    ]);
    expect(ranked.map((row) => row.modelName)).toEqual([
      "DeepSeek-R1",
      "o4-mini-high",
    ]);
  });

  it("puts rows without a score last", () => {
    const ranked = orderScienceQaRanking([
      entry("unknown", null, 90),
      entry("known", 10, 10),
    ]);
    expect(ranked.map((row) => row.modelName)).toEqual(["known", "unknown"]);
  });
});
