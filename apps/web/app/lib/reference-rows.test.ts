import { describe, expect, it } from "vitest";

import { placeReferenceRows } from "./reference-rows";

type Row = { name: string; score: number | null };
const rows: Row[] = [
  { name: "A", score: 49.7 },
  { name: "B", score: 34.4 },
  { name: "C", score: null },
];
const names = (list: Row[]) => list.map((row) => row.name);

describe("placeReferenceRows", () => {
  it("puts a reference row at its score's position in a higher-is-better board", () => {
    expect(
      names(
        placeReferenceRows(
          rows,
          [{ name: "Humans", score: 94.1 }],
          (row) => row.score,
          "desc",
        ),
      ),
    ).toEqual(["Humans", "A", "B", "C"]);
    expect(
      names(
        placeReferenceRows(
          rows,
          [{ name: "Mid", score: 40 }],
          (row) => row.score,
          "desc",
        ),
      ),
    ).toEqual(["A", "Mid", "B", "C"]);
  });

  it("places it after the rows it ties with, and follows a lower-is-better board's direction", () => {
    expect(
      names(
        placeReferenceRows(
          rows,
          [{ name: "Tie", score: 34.4 }],
          (row) => row.score,
          "desc",
        ),
      ),
    ).toEqual(["A", "B", "Tie", "C"]);
    const times: Row[] = [
      { name: "Fast", score: 2 },
      { name: "Slow", score: 9 },
    ];
    expect(
      names(
        placeReferenceRows(
          times,
          [{ name: "Human", score: 5 }],
          (row) => row.score,
          "asc",
        ),
      ),
    ).toEqual(["Fast", "Human", "Slow"]);
  });

  it("puts a reference row without a value last", () => {
    expect(
      names(
        placeReferenceRows(
          rows,
          [{ name: "Unknown", score: null }],
          (row) => row.score,
          "desc",
        ),
      ),
    ).toEqual(["A", "B", "C", "Unknown"]);
  });
});
