import { describe, expect, it } from "vitest";

import { boardDefinitionOf } from "@/data/board-definitions";
import { genericEdition } from "@/data/generic-boards";

import {
  comparedEntries,
  compareEditions,
  editionMatches,
  movement,
  type ComparedEntry,
  type EditionMatch,
} from "./compare-editions";

const before = (
  agentModel: string,
  mode: string,
  rank: number,
  band: string,
): ComparedEntry => ({ name: `${agentModel} (${mode})`, rank, band });

const after = (name: string, rank: number, band: string): ComparedEntry => ({
  name,
  rank,
  band,
});

// The snapshot's two DeepSearch editions, as the board page reads them.
const board = boardDefinitionOf("deepsearch");
if (!board) throw new Error("the snapshot has the DeepSearch board");
const editionOf = (id: string) => {
  const edition = genericEdition(board, id);
  if (!edition) throw new Error(`the snapshot has DeepSearch ${id}`);
  return { rows: comparedEntries(edition) };
};
const deepSearch2025_05 = editionOf("2025.05");
const deepSearch2025_10 = editionOf("2025.10");

const match = (
  line: string,
  agentModel: string,
  mode: string,
  current: string,
): EditionMatch => ({
  line,
  previous: `${agentModel} (${mode})`,
  current,
  basis: "why",
});

describe("movement", () => {
  it("a smaller rank number is a move up; a larger one is down", () => {
    expect(movement(3, 2, "lower")).toBe("up");
    expect(movement(1, 3, "lower")).toBe("down");
  });
  it("a higher accuracy is a move up; a lower one is down", () => {
    expect(movement(50, 35, "higher")).toBe("down");
    expect(movement(65, 75, "higher")).toBe("up");
  });
  it("equal values are 'same'; missing before is 'new', missing after is 'gone'", () => {
    expect(movement(1, 1, "lower")).toBe("same");
    expect(movement(null, 4, "lower")).toBe("new");
    expect(movement(4, null, "higher")).toBe("gone");
  });
});

describe("comparing editions", () => {
  const previous = [
    before("Alpha", "Search", 1, "60+"),
    before("Beta", "Deep", 2, "50+"),
    before("Gamma", "Deep", 3, "40+"),
  ];
  const current = [
    after("Beta Pro", 1, "70+"),
    after("Delta", 2, "45+"),
    after("Alpha Agent", 3, "30+"),
  ];
  const matches = [
    match("Alpha", "Alpha", "Search", "Alpha Agent"),
    match("Beta", "Beta", "Deep", "Beta Pro"),
  ];

  it("classifies matched products by rank and accuracy, then new, then gone", () => {
    const { rows, unresolved } = compareEditions(previous, current, matches);
    expect(unresolved).toEqual([]);
    expect(rows.map((r) => [r.line, r.rank, r.accuracy])).toEqual([
      ["Beta", "up", "up"],
      ["Alpha", "down", "down"],
      ["Delta", "new", "new"],
      ["Gamma (Deep)", "gone", "gone"],
    ]);
  });

  it("matches only by the written mapping: a similar name alone is not a match", () => {
    const { rows } = compareEditions(previous, current, []);
    expect(rows.filter((r) => r.previous && r.current)).toEqual([]);
    expect(rows.filter((r) => r.rank === "new")).toHaveLength(3);
    expect(rows.filter((r) => r.rank === "gone")).toHaveLength(3);
  });

  it("reports a mapping entry that names a row the data does not have, and one used twice", () => {
    const stale = match("Omega", "Omega", "Search", "Omega Agent");
    const twice = match("Alpha again", "Alpha", "Search", "Delta");
    const { unresolved } = compareEditions(previous, current, [
      ...matches,
      stale,
      twice,
    ]);
    expect(unresolved).toEqual([stale, twice]);
  });
});

describe("the published mapping", () => {
  const EDITION_MATCHES = editionMatches("deepsearch", "2025.05", "2025.10");
  const { rows, unresolved } = compareEditions(
    deepSearch2025_05.rows,
    deepSearch2025_10.rows,
    EDITION_MATCHES,
  );

  it("names only rows that exist in both bundled editions, each once", () => {
    expect(unresolved).toEqual([]);
    expect(rows.filter((r) => r.previous && r.current)).toHaveLength(
      EDITION_MATCHES.length,
    );
  });

  it("gives every match a written reason", () => {
    for (const entry of EDITION_MATCHES)
      expect(entry.basis.length).toBeGreaterThan(40);
  });

  it("accounts for every row of both editions exactly once", () => {
    const previousSeen = rows.flatMap((r) =>
      r.previous ? [r.previous.row] : [],
    );
    const currentSeen = rows.flatMap((r) => (r.current ? [r.current.row] : []));
    expect(new Set(previousSeen).size).toBe(deepSearch2025_05.rows.length);
    expect(previousSeen).toHaveLength(deepSearch2025_05.rows.length);
    expect(new Set(currentSeen).size).toBe(deepSearch2025_10.rows.length);
    expect(currentSeen).toHaveLength(deepSearch2025_10.rows.length);
  });
});
