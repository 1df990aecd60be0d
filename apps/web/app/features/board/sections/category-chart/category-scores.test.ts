import { describe, expect, it } from "vitest";

import { boardDefinitionOf } from "@/data/board-definitions";
import { genericEdition } from "@/data/generic-boards";
import type { GenericRow } from "@/data/schema";

import { categoryScores } from "./category-scores";

type Row = { agent: string; a: number | null; b: number | null };
const categories = [
  { id: "a", header: "A", value: (row: Row) => row.a },
  { id: "b", header: "B", value: (row: Row) => row.b },
];

describe("per-category scores", () => {
  it("keeps each agent's scores in the categories' order", () => {
    const { rows } = categoryScores(
      [
        { agent: "x", a: 10, b: 20 },
        { agent: "y", a: 30, b: 40 },
      ],
      categories,
    );
    expect(rows).toEqual([
      { agent: "x", scores: [10, 20] },
      { agent: "y", scores: [30, 40] },
    ]);
  });

  it("lists a missing score as not plotted instead of drawing it as 0", () => {
    const { rows, missing } = categoryScores(
      [{ agent: "x", a: null, b: 5 }],
      categories,
    );
    expect(rows[0]?.scores).toEqual([null, 5]);
    expect(missing).toEqual([{ agent: "x", category: "A" }]);
  });

  it("reads every published recruiting sub-score", () => {
    const board = boardDefinitionOf("recruiting");
    const recruitingBoard = board
      ? genericEdition(board, "2025.06")
      : undefined;
    if (!recruitingBoard)
      throw new Error("the snapshot has recruiting 2025.06");
    const companyMapping = (row: GenericRow | undefined) =>
      typeof row?.company_mapping === "number" ? row.company_mapping : null;
    const { rows, missing } = categoryScores(recruitingBoard.rows, [
      {
        id: "company_mapping",
        header: "Company-mapping",
        value: companyMapping,
      },
    ]);
    expect(missing).toEqual([]);
    expect(rows.find((r) => r.agent === "o3")?.scores).toEqual([
      companyMapping(recruitingBoard.rows.find((r) => r.agent === "o3")),
    ]);
  });
});
