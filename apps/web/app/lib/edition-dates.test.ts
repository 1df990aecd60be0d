import { describe, expect, it } from "vitest";

import {
  daysBetween,
  editionDates,
  editionDay,
  evaluatedText,
  isStale,
  STALE_AFTER_DAYS,
} from "./edition-dates";

describe("editionDates", () => {
  it("takes the entries' one published evaluation date", () => {
    expect(
      editionDates("2025.10", "2025-10-24", ["2025.08", "2025.08", null]),
    ).toEqual({
      edition: "2025.10",
      evaluated: { from: "2025.08", to: "2025.08" },
      released: "2025-10-24",
    });
  });

  it("spans the earliest to the latest when entries were evaluated in different months", () => {
    const dates = editionDates("2026.01", null, ["2025.12", "2025.11", ""]);
    expect(dates.evaluated).toEqual({ from: "2025.11", to: "2025.12" });
    expect(evaluatedText(dates.evaluated!)).toBe("2025.11–2025.12");
  });

  it("has no evaluation dates when no entry publishes one", () => {
    expect(editionDates("2026.01", "2026-01-10", [null, null]).evaluated).toBe(
      null,
    );
  });
});

describe("editionDay", () => {
  it("is the release date where published", () => {
    expect(editionDay(editionDates("2025.10", "2025-10-24", ["2025.08"]))).toBe(
      "2025-10-24",
    );
  });

  it("falls back to the latest evaluation month, then the edition's month", () => {
    expect(editionDay(editionDates("2025.10", null, ["2025.08"]))).toBe(
      "2025-08-01",
    );
    expect(editionDay(editionDates("2025.06", null, []))).toBe("2025-06-01");
    expect(editionDay(editionDates("latest", null, []))).toBe(null);
  });
});

describe("isStale", () => {
  const babyVision = editionDates("2026.01", "2026-01-10", []);

  it(`says a board is stale only past ${STALE_AFTER_DAYS} days without an edition`, () => {
    expect(daysBetween("2026-01-10", "2026-07-09")).toBe(STALE_AFTER_DAYS);
    expect(isStale(babyVision, "2026-07-09")).toBe(false);
    expect(isStale(babyVision, "2026-07-10")).toBe(true);
  });

  it("never calls an undated edition stale", () => {
    expect(isStale(editionDates("latest", null, []), "2030-01-01")).toBe(false);
  });
});
