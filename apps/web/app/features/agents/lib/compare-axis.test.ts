import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { compareAxis } from "./compare-axis";

describe("compareAxis", () => {
  it("covers every value, stays within 0–100 and starts and ends on a tick", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
          minLength: 1,
          maxLength: 16,
        }),
        (values) => {
          const { min, max, ticks } = compareAxis(values);
          expect(min).toBeGreaterThanOrEqual(0);
          expect(max).toBeLessThanOrEqual(100);
          for (const value of values) {
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(max);
          }
          expect(ticks[0]).toBe(min);
          expect(ticks.length).toBeLessThanOrEqual(8);
          expect(max).toBeGreaterThan(min);
        },
      ),
    );
  });

  it("zooms to the data: 38.9 and 78.5 give 30 to 80", () => {
    expect(compareAxis([38.9, 78.5])).toMatchObject({ min: 30, max: 80 });
  });

  it("draws the whole scale when nothing is plotted", () => {
    expect(compareAxis([])).toEqual({
      min: 0,
      max: 100,
      ticks: [0, 25, 50, 75, 100],
    });
  });
});
