import deepsearch from "@boards/deepsearch/2025.10.json";
import recruiting from "@boards/recruiting/2025.06.json";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { medalForRank } from "./format";
import { SCIENCEQA_QUESTIONS, wilsonInterval } from "./interval";
import { leaderPlaces, type LeaderInput } from "./leader-places";

const inputs = (
  rows: readonly { rank: number; agent: string; value: number | string }[],
): LeaderInput<string>[] =>
  rows.map((row) => ({ rank: row.rank, value: row.value, entry: row.agent }));

const names = (rows: readonly { agent: string }[]) =>
  rows.map((row) => row.agent);

describe("leaderPlaces", () => {
  it("puts recruiting's two equal averages in one shared bronze place, with the ranks they cover", () => {
    const rows = recruiting.rows.map((row) => ({ ...row, value: row.average }));
    const places = leaderPlaces(inputs(rows));
    const [, , third] = [...new Set(rows.map((row) => row.average))];
    const tied = rows.filter((row) => row.average === third);
    expect(tied.length).toBeGreaterThan(1);
    expect(places.map((place) => place.place)).toEqual([1, 2, 3]);
    expect(places[2]).toEqual({
      place: 3,
      medal: "bronze",
      range: `${tied[0]!.rank}–${tied.at(-1)!.rank}`,
      entries: names(tied),
    });
  });

  it("brings every row of DeepSearch's shared third rank, each under the one bronze", () => {
    const rows = deepsearch.rows.map((row) => ({
      ...row,
      value: row.accuracy,
    }));
    const places = leaderPlaces(inputs(rows));
    expect(places.map((place) => [place.place, place.medal])).toEqual([
      [1, medalForRank(1)],
      [2, medalForRank(2)],
      [3, medalForRank(3)],
    ]);
    expect(places[2]!.entries).toEqual(
      names(rows.filter((row) => row.rank === 3)),
    );
    // Seven rows at rank 3 say their tie with the rank itself: no range beside it.
    expect(places[2]!.range).toBeUndefined();
  });

  it("gives no medal where 95% intervals overlap, and the ranks each place could hold", () => {
    const scores = [60.8, 57.2, 53.6, 50.4, 45.4];
    const rows = scores.map((score, index) => ({
      rank: index + 1,
      value: score,
      interval: wilsonInterval(score, SCIENCEQA_QUESTIONS),
      entry: `model ${index + 1}`,
    }));
    const places = leaderPlaces(rows);
    expect(places.map((place) => place.medal)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(places[0]!.range).toBe(`1–${scores.length}`);
  });

  it("a three-way tie for first is the whole strip: one gold place, no second or third", () => {
    const rows = inputs(
      ["a", "b", "c", "d"].map((agent, index) => ({
        agent,
        rank: index < 3 ? 1 : 4,
        value: index < 3 ? 70 : 60,
      })),
    );
    expect(leaderPlaces(rows)).toEqual([
      { place: 1, medal: "gold", range: undefined, entries: ["a", "b", "c"] },
    ]);
  });

  it("never splits rows that share a published rank or value, and keeps only places 1 to 3", () => {
    const board = fc
      .array(
        fc.record({
          shares: fc.boolean(),
          value: fc.integer({ min: 0, max: 5 }),
        }),
        { minLength: 1, maxLength: 12 },
      )
      .map((steps) => {
        const rows: LeaderInput<number>[] = [];
        steps.forEach(({ shares, value }, index) => {
          const rank = shares && index > 0 ? rows[index - 1]!.rank : index + 1;
          rows.push({ rank, value, entry: index });
        });
        return rows;
      });
    fc.assert(
      fc.property(board, (rows) => {
        const places = leaderPlaces(rows);
        const placeOf = new Map<number, number>();
        for (const place of places) {
          expect(place.place).toBeLessThanOrEqual(3);
          for (const entry of place.entries) placeOf.set(entry, place.place);
        }
        // The published first row always leads the strip.
        expect(placeOf.get(0)).toBe(1);
        for (const a of rows)
          for (const b of rows)
            if (
              placeOf.has(a.entry) &&
              (a.rank === b.rank || a.value === b.value)
            )
              expect(placeOf.get(b.entry)).toBe(placeOf.get(a.entry));
      }),
    );
  });
});
