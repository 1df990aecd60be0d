import { describe, expect, it } from "vitest";

import {
  compareValues,
  parseBand,
  parsePrice,
  parseRange,
  sortKey,
  sortRows,
  type RawValue,
  type SortDirection,
  type SortKind,
} from "./sort";

function order(
  kind: SortKind,
  values: readonly RawValue[],
  direction: SortDirection,
): RawValue[] {
  return sortRows(values, kind, (value) => value, direction);
}

describe("parsers", () => {
  it("reads a band as its lower bound: '75+' is 75", () => {
    expect(parseBand("75+")).toBe(75);
    expect(parseBand(" 35+ ")).toBe(35);
    expect(parseBand("60")).toBe(60);
    expect(parseBand("about 60")).toBeNull();
    expect(parseBand(null)).toBeNull();
  });

  it("reads a price in dollars: '~$0.085' is 0.085, 'Free' is 0", () => {
    expect(parsePrice("~$0.085")).toBe(0.085);
    expect(parsePrice("~$2")).toBe(2);
    expect(parsePrice("$1,200")).toBe(1200);
    expect(parsePrice("Free")).toBe(0);
    expect(parsePrice("free")).toBe(0);
    expect(parsePrice("n/a")).toBeNull();
    expect(parsePrice("")).toBeNull();
  });

  it("reads a range as lower and upper bound in minutes: '5-8 min' is [5, 8]", () => {
    expect(parseRange("5-8 min")).toEqual([5, 8]);
    expect(parseRange("2-3min")).toEqual([2, 3]);
    expect(parseRange("8–15 min")).toEqual([8, 15]);
    expect(parseRange("5 min")).toEqual([5, 5]);
    expect(parseRange("1-2 h")).toEqual([60, 120]);
    expect(parseRange("30-90 s")).toEqual([0.5, 1.5]);
    expect(parseRange("5-8 fortnights")).toBeNull();
    expect(parseRange("-")).toBeNull();
  });

  it("reads numeric values from numbers and numeric strings only", () => {
    expect(sortKey("numeric", 60.8)).toBe(60.8);
    expect(sortKey("numeric", "42")).toBe(42);
    expect(sortKey("numeric", "-")).toBeNull();
    expect(sortKey("numeric", Number.NaN)).toBeNull();
    expect(sortKey("numeric", "")).toBeNull();
  });

  it("treats blank text as missing", () => {
    expect(sortKey("text", "  ")).toBeNull();
    expect(sortKey("text", "OpenAI")).toBe("OpenAI");
  });
});

describe("sorting each kind", () => {
  it("numeric: by value, missing last in both directions", () => {
    const values = [50.4, null, 78, 12.5, undefined];
    expect(order("numeric", values, "desc")).toEqual([
      78,
      50.4,
      12.5,
      null,
      undefined,
    ]);
    expect(order("numeric", values, "asc")).toEqual([
      12.5,
      50.4,
      78,
      null,
      undefined,
    ]);
  });

  it("band: '75+' above '40+' above '35+', not as text ('100+' > '75+')", () => {
    const values = ["35+", "100+", null, "75+", "40+"];
    expect(order("band", values, "desc")).toEqual([
      "100+",
      "75+",
      "40+",
      "35+",
      null,
    ]);
    expect(order("band", values, "asc")).toEqual([
      "35+",
      "40+",
      "75+",
      "100+",
      null,
    ]);
  });

  it("price: 'Free' is cheapest, '~$0.085' before '~$0.1' before '~$2', missing last", () => {
    const values = ["~$2", "Free", null, "~$0.1", "~$0.085", "unknown"];
    expect(order("price", values, "asc")).toEqual([
      "Free",
      "~$0.085",
      "~$0.1",
      "~$2",
      null,
      "unknown",
    ]);
    expect(order("price", values, "desc")).toEqual([
      "~$2",
      "~$0.1",
      "~$0.085",
      "Free",
      null,
      "unknown",
    ]);
  });

  it("range: by lower bound, then by upper bound, missing last", () => {
    const values = ["8-15 min", "5-8 min", null, "2-3 min", "5-10 min"];
    expect(order("range", values, "asc")).toEqual([
      "2-3 min",
      "5-8 min",
      "5-10 min",
      "8-15 min",
      null,
    ]);
    expect(order("range", values, "desc")).toEqual([
      "8-15 min",
      "5-10 min",
      "5-8 min",
      "2-3 min",
      null,
    ]);
  });

  it("text: case-insensitive, numbers inside names in numeric order, missing last", () => {
    const values = ["xAI", null, "anthropic", "Model 10", "Model 9", ""];
    expect(order("text", values, "asc")).toEqual([
      "anthropic",
      "Model 9",
      "Model 10",
      "xAI",
      null,
      "",
    ]);
    expect(order("text", values, "desc")).toEqual([
      "xAI",
      "Model 10",
      "Model 9",
      "anthropic",
      null,
      "",
    ]);
  });

  it("keeps the published order among equal values (stable)", () => {
    const rows = [
      { name: "Fellou", band: "35+" },
      { name: "ChatGPT", band: "75+" },
      { name: "Minimax", band: "35+" },
      { name: "StepFun", band: "35+" },
    ];
    expect(
      sortRows(rows, "band", (row) => row.band, "desc").map((row) => row.name),
    ).toEqual(["ChatGPT", "Fellou", "Minimax", "StepFun"]);
    expect(
      sortRows(rows, "band", (row) => row.band, "asc").map((row) => row.name),
    ).toEqual(["Fellou", "Minimax", "StepFun", "ChatGPT"]);
  });

  it("compares two missing values as equal", () => {
    expect(compareValues("price", null, "n/a", "asc")).toBe(0);
  });
});
