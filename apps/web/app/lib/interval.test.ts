import { describe, expect, it } from "vitest";

import { translatorIn } from "@/test/translator";

import {
  formatInterval,
  formatRankList,
  intervalMethodOf,
  intervalsOverlap,
  statisticalTies,
  tiedWithText,
  wilsonInterval,
} from "./interval";
import { BAND_UNCERTAINTY, NO_INTERVAL } from "./uncertainty-notes";

// Expected bounds worked out by hand from the Wilson formula with z = 1.96, n = 100:
// d = 1 + 1.96²/100 = 1.038416; centre = (p + 0.019208) / d; half = (1.96 / d) · √(p(1-p)/100 + 0.00009604).
// p = 0.508: centre 0.507697, half 0.096151 -> 41.15–60.39.
describe("wilsonInterval", () => {
  it("gives 41.2–60.4 for a score of 50.8 on 100 questions", () => {
    const interval = wilsonInterval(50.8, 100);
    expect(interval?.low).toBeCloseTo(41.1546, 3);
    expect(interval?.high).toBeCloseTo(60.3862, 3);
    expect(formatInterval(interval)).toBe("41.2–60.4");
  });

  it("matches hand-worked bounds across today's ScienceQA scores", () => {
    const byHand: [number, number, number][] = [
      [60.8, 51.002, 69.7989],
      [57.2, 47.4131, 66.4541],
      [53.6, 43.8738, 63.0598],
      [50.4, 40.7685, 60.0019],
      [46.6, 37.1302, 56.3214],
      [46.2, 36.7503, 55.9308],
      [45.4, 35.9924, 55.1479],
      [42.6, 33.3587, 52.3888],
      [39.4, 30.3855, 49.1987],
    ];
    for (const [score, low, high] of byHand) {
      const interval = wilsonInterval(score, 100);
      expect(interval?.low).toBeCloseTo(low, 3);
      expect(interval?.high).toBeCloseTo(high, 3);
    }
  });

  it("stays inside 0–100 at the ends (0 and 100 give one-sided intervals)", () => {
    // p = 0: centre = half = 0.019208 / 1.038416 · ... -> low 0, high = 2·0.018497 = 3.70.
    expect(wilsonInterval(0, 100)?.low).toBeCloseTo(0, 9);
    expect(wilsonInterval(0, 100)?.high).toBeCloseTo(3.6994, 3);
    expect(wilsonInterval(100, 100)?.high).toBeCloseTo(100, 9);
    expect(wilsonInterval(100, 100)?.low).toBeCloseTo(96.3006, 3);
  });

  it("has no interval for a missing or impossible score", () => {
    expect(wilsonInterval(null, 100)).toBeNull();
    expect(wilsonInterval(Number.NaN, 100)).toBeNull();
    expect(wilsonInterval(120, 100)).toBeNull();
    expect(wilsonInterval(-1, 100)).toBeNull();
    expect(formatInterval(null)).toBe("-");
  });
});

describe("statistical ties", () => {
  it("counts touching intervals as overlapping and separated ones as not", () => {
    expect(intervalsOverlap({ low: 1, high: 2 }, { low: 2, high: 3 })).toBe(
      true,
    );
    expect(intervalsOverlap({ low: 1, high: 2 }, { low: 2.01, high: 3 })).toBe(
      false,
    );
  });

  it("ties today's ScienceQA board as worked out by hand: rank 1 is clear of rank 10 only", () => {
    // Ranks 1-10: 60.8, 57.2, 53.6, 50.4, 50.4, 46.6, 46.2, 45.4, 42.6, 39.4. Rank 1's low bound (51.00) is
    // below rank 9's high bound (52.39) but above rank 10's (49.20); every other pair overlaps.
    const scores = [60.8, 57.2, 53.6, 50.4, 50.4, 46.6, 46.2, 45.4, 42.6, 39.4];
    const ties = statisticalTies(scores.map((s) => wilsonInterval(s, 100)));
    const ranksOf = (i: number) => ties[i]!.map((j) => j + 1);
    expect(ranksOf(0)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ranksOf(9)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 1; i <= 8; i++) {
      expect(ranksOf(i)).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((rank) => rank !== i + 1),
      );
    }
  });

  it("gives an entry without an interval no ties", () => {
    expect(statisticalTies([null, { low: 1, high: 2 }])).toEqual([[], []]);
  });

  it("writes rank lists as ranges", () => {
    expect(formatRankList([2, 3, 4, 7])).toBe("2–4, 7");
    expect(formatRankList([5])).toBe("5");
    expect(formatRankList([])).toBe("none");
    expect(formatRankList([9, 1, 2])).toBe("1–2, 9");
  });
});

describe("tiedWithText", () => {
  it("names one rank, several, or none", () => {
    const t = translatorIn("en");
    expect(tiedWithText([2], t)).toBe("rank 2");
    expect(tiedWithText([1, 3], t)).toBe("ranks 1, 3");
    expect(tiedWithText([], t)).toBe("none");
  });

  it("says it in Chinese on the Chinese site", () => {
    const t = translatorIn("zh-CN");
    expect(tiedWithText([2], t)).toBe("第 2 名");
    expect(tiedWithText([2, 3, 4, 9], t)).toBe("第 2–4, 9 名");
    expect(tiedWithText([], t)).toBe("无");
  });
});

describe("intervalMethodOf: what a board says about uncertainty, from its definition (the page's rule)", () => {
  it("reads a band headline as the board's own statement, over its task count", () => {
    expect(
      intervalMethodOf({
        headlineKind: "band",
        taskCount: 100,
        hasSpread: false,
      }),
    ).toEqual({
      method: "band",
      level: 0.95,
      questions: 100,
      description: BAND_UNCERTAINTY,
    });
  });

  it("says a score without spread over runs has no interval, and any other board no per-task results", () => {
    expect(
      intervalMethodOf({
        headlineKind: "score",
        taskCount: 50,
        hasSpread: false,
      }).description,
    ).toBe(NO_INTERVAL);
    for (const board of [
      { headlineKind: "score", taskCount: 388, hasSpread: true },
      { headlineKind: "number", taskCount: null, hasSpread: false },
    ])
      expect(intervalMethodOf(board)).toEqual({
        method: "none",
        level: null,
        questions: null,
        description:
          "This board publishes no per-task results, so no interval can be computed for its values.",
      });
  });
});
