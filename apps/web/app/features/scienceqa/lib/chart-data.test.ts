import { describe, expect, it } from "vitest";

import { rankingFixture } from "../api/fixtures";
import { parseScienceQaRanking } from "../api/get-scienceqa-ranking";
import { priceChartEntries, priceDomain } from "./chart-data";
import { scienceQaEntry } from "./entry.testing";
import {
  orderScienceQaRanking,
  type RankedScienceQaEntry,
} from "./order-ranking";

const entry = (
  modelName: string,
  score: number | null,
  bon: number | null,
  pricingInput: number | null,
  pricingOutput: number | null,
): RankedScienceQaEntry => ({
  rank: 1,
  ...scienceQaEntry({ modelName, score, bon, pricingInput, pricingOutput }),
});

describe("ScienceQA price chart entries", () => {
  it("plots an entry only when both prices and the score are known", () => {
    const { plotted, notPlotted } = priceChartEntries([
      entry("both", 50, 60, 1, 4),
      entry("no output price", 50, 60, 1, null),
      entry("no score", null, 60, 1, 4),
      entry("free", 40, 50, 0, 0),
    ]);
    expect(plotted.map((e) => e.modelName)).toEqual(["both", "free"]);
    expect(notPlotted.map((e) => e.modelName)).toEqual([
      "no output price",
      "no score",
    ]);
  });

  it("plots nothing for the recorded CMS ranking, whose prices are not published", () => {
    const entries = orderScienceQaRanking(
      parseScienceQaRanking(rankingFixture),
    );
    const { plotted, notPlotted } = priceChartEntries(entries);
    expect(plotted).toEqual([]);
    expect(notPlotted).toHaveLength(entries.length);
  });

  it("spans the plotted prices with room either side, ignoring free (0) prices", () => {
    const [low, high] = priceDomain(
      priceChartEntries([
        entry("a", 50, 60, 0.15, 0.6),
        entry("b", 40, 50, 0, 0),
        entry("c", 30, 40, 10, 40),
      ]).plotted,
    );
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(0.15);
    expect(high).toBeGreaterThan(40);
  });
});
