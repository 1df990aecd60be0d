import recruiting from "@boards/recruiting/2025.06.json";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { medalForRank } from "./format";
import {
  certainBest,
  formatRankRange,
  honestRanks,
  type RankInput,
} from "./honest-ranks";
import {
  intervalsOverlap,
  SCIENCEQA_QUESTIONS,
  wilsonInterval,
} from "./interval";

// ScienceQA's ten published averages (official README), in the published order.
const scienceQaScores = [
  60.8, 57.2, 53.6, 50.4, 50.4, 46.6, 46.2, 45.4, 42.6, 39.4,
];
const scienceQa: RankInput[] = scienceQaScores.map((score, index) => ({
  rank: index + 1,
  value: score,
  interval: wilsonInterval(score, SCIENCEQA_QUESTIONS),
}));

const interval = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 40 }))
  .map(([low, width]) => ({ low, high: Math.min(100, low + width) }));

/** A board's ranked rows: ranks 1..n with shared ranks, values that may repeat, intervals on some boards. */
const board = fc
  .record({
    steps: fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
    values: fc.array(fc.option(fc.integer({ min: 0, max: 6 })), {
      minLength: 12,
      maxLength: 12,
    }),
    intervals: fc.option(fc.array(interval, { minLength: 12, maxLength: 12 })),
  })
  .map(({ steps, values, intervals }) => {
    // Competition ranking: a row either shares the previous row's rank or takes its position.
    const rows: RankInput[] = [];
    steps.forEach((shares, index) => {
      const rank = shares && index > 0 ? rows[index - 1]!.rank : index + 1;
      rows.push({
        rank,
        value: values[index],
        interval: intervals ? intervals[index] : undefined,
      });
    });
    return rows;
  });

describe("honestRanks", () => {
  it("gives rows with equal published ranks equal medals and the same place", () => {
    fc.assert(
      fc.property(board, (rows) => {
        const ranks = honestRanks(rows);
        rows.forEach((a, i) =>
          rows.forEach((b, j) => {
            if (a.rank !== b.rank) return;
            expect(ranks[i]!.medal).toBe(ranks[j]!.medal);
            expect(ranks[i]!.place).toBe(ranks[j]!.place);
          }),
        );
      }),
    );
  });

  it("never gives a medal to a row whose interval overlaps a row at another place", () => {
    fc.assert(
      fc.property(board, (rows) => {
        const ranks = honestRanks(rows);
        rows.forEach((a, i) => {
          if (!ranks[i]!.medal || !a.interval) return;
          rows.forEach((b, j) => {
            if (ranks[j]!.place === ranks[i]!.place || !b.interval) return;
            expect(intervalsOverlap(a.interval!, b.interval)).toBe(false);
          });
        });
      }),
    );
  });

  it("keeps every range within the board and best before worst", () => {
    fc.assert(
      fc.property(board, (rows) => {
        for (const { range } of honestRanks(rows)) {
          expect(range.best).toBeGreaterThanOrEqual(1);
          expect(range.best).toBeLessThanOrEqual(range.worst);
          expect(range.worst).toBeLessThanOrEqual(rows.length);
        }
      }),
    );
  });

  it("leaves a board without ties or intervals as published: the top three medals, no ranges", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), (count) => {
        const rows = Array.from({ length: count }, (_, index) => ({
          rank: index + 1,
          value: 100 - index,
        }));
        const ranks = honestRanks(rows);
        expect(ranks.map((rank) => rank.medal)).toEqual(
          rows.map((row) => medalForRank(row.rank)),
        );
        expect(ranks.some((rank) => rank.rangeShown)).toBe(false);
      }),
    );
  });

  it("gives both of the recruiting board's equal averages bronze, and the range 3–4 beside the published 3 and 4", () => {
    const rows = recruiting.rows.map((row) => ({
      rank: row.rank,
      value: row.average,
    }));
    const ranks = honestRanks(rows);
    const tied = rows.flatMap((row, index) =>
      recruiting.rows.filter((other) => other.average === row.value).length > 1
        ? [index]
        : [],
    );
    expect(tied.map((index) => rows[index]!.rank)).toEqual([3, 4]);
    for (const index of tied) {
      expect(ranks[index]!.medal).toBe("bronze");
      expect(ranks[index]!.rangeShown).toBe(true);
      expect(formatRankRange(ranks[index]!.range)).toBe("3–4");
    }
    expect(ranks.filter((rank) => rank.medal).length).toBe(4);
  });

  it("shares a published rank's medal without a range: seven rows at rank 3 are all bronze, 3–9 being what '=3' says", () => {
    const rows = [1, 2, 3, 3, 3, 3, 3, 3, 3, 10, 10].map((rank) => ({ rank }));
    const ranks = honestRanks(rows);
    expect(ranks.map((rank) => rank.medal)).toEqual([
      "gold",
      "silver",
      ...Array<string>(7).fill("bronze"),
      undefined,
      undefined,
    ]);
    expect(ranks[2]!.range).toEqual({ best: 3, worst: 9 });
    expect(ranks.some((rank) => rank.rangeShown)).toBe(false);
  });

  it("gives ScienceQA's o3-high the range 1–9 and no medal: its interval overlaps ranks 2 to 9", () => {
    const ranks = honestRanks(scienceQa);
    const overlapping = scienceQa.filter(
      (row) =>
        row.rank !== 1 &&
        intervalsOverlap(row.interval!, scienceQa[0]!.interval!),
    ).length;
    expect(formatRankRange(ranks[0]!.range)).toBe(`1–${1 + overlapping}`);
    expect(overlapping).toBe(8);
    expect(ranks.map((rank) => rank.medal)).toEqual(
      Array<undefined>(10).fill(undefined),
    );
  });

  it("gives a medal to a place the intervals make certain", () => {
    const ranks = honestRanks([
      { rank: 1, interval: { low: 80, high: 90 } },
      { rank: 2, interval: { low: 60, high: 75 } },
      { rank: 3, interval: { low: 55, high: 70 } },
    ]);
    expect(ranks.map((rank) => rank.medal)).toEqual([
      "gold",
      undefined,
      undefined,
    ]);
    expect(ranks.map((rank) => formatRankRange(rank.range))).toEqual([
      "1",
      "2–3",
      "2–3",
    ]);
  });
});

describe("certainBest", () => {
  it("never marks a best whose interval overlaps another compared cell's", () => {
    fc.assert(
      fc.property(
        board,
        fc.array(fc.nat(11), { maxLength: 4 }),
        (rows, picks) => {
          const cells = picks.map((pick) => rows[pick % rows.length] ?? null);
          const best = certainBest(cells);
          for (const i of best)
            cells.forEach((other, j) => {
              if (best.includes(j) || !other?.interval || !cells[i]!.interval)
                return;
              expect(
                intervalsOverlap(cells[i]!.interval!, other.interval),
              ).toBe(false);
            });
        },
      ),
    );
  });

  it("marks the better rank when nothing overlaps, both cells when they share a place, none for one cell", () => {
    expect(certainBest([{ rank: 4 }, null, { rank: 2 }])).toEqual([2]);
    expect(
      certainBest([
        { rank: 3, value: 61.4 },
        { rank: 4, value: 61.4 },
      ]),
    ).toEqual([0, 1]);
    expect(certainBest([{ rank: 1 }, null])).toEqual([]);
  });

  it("marks no best between ScienceQA's first and second: their intervals overlap", () => {
    expect(certainBest([scienceQa[0]!, scienceQa[1]!])).toEqual([]);
    expect(certainBest([scienceQa[0]!, scienceQa[9]!])).toEqual([0]);
  });
});
