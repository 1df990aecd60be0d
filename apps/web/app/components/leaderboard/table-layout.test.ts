import { describe, expect, it } from "vitest";

import type { LeaderboardColumn } from "./columns";
import {
  columnsBeforeMainScore,
  rankCounts,
  rowTint,
  splitUnpublished,
} from "./table-layout";

type Row = { name: string; price: number | null; note: string };
const column = (id: keyof Row): LeaderboardColumn<Row> => ({
  id,
  header: id,
  value: (row) => row[id],
});

describe("splitUnpublished", () => {
  const columns = [column("name"), column("price"), column("note")];

  it("leaves out a column whose value is missing or blank in every row", () => {
    const rows: Row[] = [
      { name: "a", price: null, note: " " },
      { name: "b", price: null, note: "" },
    ];
    const { drawn, unpublished } = splitUnpublished(rows, columns);
    expect(drawn.map((c) => c.id)).toEqual(["name"]);
    expect(unpublished.map((c) => c.id)).toEqual(["price", "note"]);
  });

  it("keeps a column with one value, and every column of a board without rows", () => {
    const rows: Row[] = [
      { name: "a", price: null, note: "" },
      { name: "b", price: 0, note: "" },
    ];
    expect(splitUnpublished(rows, columns).drawn.map((c) => c.id)).toEqual([
      "name",
      "price",
    ]);
    expect(splitUnpublished([], columns).unpublished).toEqual([]);
  });
});

describe("rankCounts", () => {
  it("counts the rows holding each rank", () => {
    expect([...rankCounts([1, 2, 3, 3, 3, 10, 10])]).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [10, 2],
    ]);
  });
});

describe("rowTint", () => {
  it("tints a medal held alone more than a shared one, and no row without a medal", () => {
    expect(rowTint("gold", false)).toBe("bg-amber-50");
    expect(rowTint("bronze", true)).not.toBe(rowTint("bronze", false));
    expect(rowTint(undefined, false)).toBe("bg-background");
    expect(rowTint(undefined, true)).toBe("bg-background");
  });
});

describe("columnsBeforeMainScore", () => {
  const text = (id: string): LeaderboardColumn<Row> => ({
    id,
    header: id,
    value: () => id,
  });
  const main = { ...text("accuracy"), primary: true, numeric: true };

  it("gives the text columns before the main score", () => {
    expect(
      columnsBeforeMainScore([
        text("mode"),
        text("company"),
        main,
        text("date"),
      ]).map((c) => c.id),
    ).toEqual(["mode", "company"]);
  });

  it("gives none without a main score, with it first, or with a number before it", () => {
    expect(columnsBeforeMainScore([text("company"), text("date")])).toEqual([]);
    expect(columnsBeforeMainScore([main, text("company")])).toEqual([]);
    expect(
      columnsBeforeMainScore([{ ...text("bon"), numeric: true }, main]),
    ).toEqual([]);
  });
});
