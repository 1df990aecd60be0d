import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { costAccuracyFrontier, dominates } from "./frontier";

const entry = (name: string, cost: number, accuracy: number) => ({
  name,
  cost,
  accuracy,
});

describe("dominance", () => {
  it("a cheaper entry that is as accurate dominates", () => {
    expect(dominates(entry("a", 1, 50), entry("b", 2, 50))).toBe(true);
  });
  it("an equally cheap entry that is more accurate dominates", () => {
    expect(dominates(entry("a", 0, 40), entry("b", 0, 35))).toBe(true);
  });
  it("an identical entry does not dominate (one side must be strictly better)", () => {
    expect(dominates(entry("a", 0, 35), entry("b", 0, 35))).toBe(false);
  });
  it("a cheaper but less accurate entry does not dominate", () => {
    expect(dominates(entry("a", 0.08, 40), entry("b", 0.085, 75))).toBe(false);
  });
});

describe("cost–accuracy frontier", () => {
  it("keeps the entries nothing beats, cheapest first", () => {
    const frontier = costAccuracyFrontier([
      entry("dear and good", 2, 80),
      entry("dear and poor", 3, 30),
      entry("cheap and fair", 0.5, 50),
      entry("free and weak", 0, 20),
      entry("cheap and weaker", 0.5, 45),
    ]);
    expect(frontier.map((e) => e.name)).toEqual([
      "free and weak",
      "cheap and fair",
      "dear and good",
    ]);
  });

  it("keeps both of two identical undominated entries, in the given order", () => {
    const frontier = costAccuracyFrontier([
      entry("first", 0, 35),
      entry("beaten", 0, 30),
      entry("second", 0, 35),
    ]);
    expect(frontier.map((e) => e.name)).toEqual(["first", "second"]);
  });

  it("is empty for no entries", () => {
    expect(costAccuracyFrontier([])).toEqual([]);
  });

  const entries = fc.array(
    fc.record({
      cost: fc.integer({ min: 0, max: 20 }),
      accuracy: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 25 },
  );

  it("every entry off the frontier is dominated by one on it, and none on it is dominated", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const frontier = costAccuracyFrontier(list);
        for (const item of list) {
          const on = frontier.includes(item);
          if (on)
            expect(list.some((other) => dominates(other, item))).toBe(false);
          else
            expect(frontier.some((best) => dominates(best, item))).toBe(true);
        }
      }),
    );
  });

  it("costs rise and accuracies never fall along the frontier", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const frontier = costAccuracyFrontier(list);
        for (let i = 1; i < frontier.length; i++) {
          expect(frontier[i]!.cost).toBeGreaterThanOrEqual(
            frontier[i - 1]!.cost,
          );
          expect(frontier[i]!.accuracy).toBeGreaterThanOrEqual(
            frontier[i - 1]!.accuracy,
          );
        }
      }),
    );
  });
});
