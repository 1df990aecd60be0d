import type { GenericEdition } from "@/data/board-edition";
import editionAliases from "@/data/edition-aliases.json";
import { editionEntryName } from "@/lib/data-api/entry-names";
import { parseBand } from "@/lib/sort";

// The two editions name their entries differently: 2025.05 by model and mode ('o3 (Search)'), 2025.10 by
// consumer product ('ChatGPT-5-Pro'). Which entries are the same product is a judgement, so it is written
// down in data (app/data/edition-aliases.json), reviewed, one entry at a time with its reason, and never
// guessed by fuzzy matching. See app/data/SOURCES.md, "DeepSearch edition mapping".

export type EditionMatch = {
  /** The product line both entries belong to, as the comparison names it. */
  line: string;
  /** The earlier edition's entry, named as the data API names it ("o3 (Search)"). */
  previous: string;
  current: string;
  /** Why these are the same product, and what changed between the editions. */
  basis: string;
};

/** The reviewed matches from one edition of a board to the next. */
export const editionMatches = (
  board: string,
  from: string,
  to: string,
): readonly EditionMatch[] =>
  editionAliases.aliases
    .filter(
      (alias) =>
        alias.board === board &&
        alias.from.edition === from &&
        alias.to.edition === to,
    )
    .map((alias) => ({
      line: alias.line,
      previous: alias.from.entry,
      current: alias.to.entry,
      basis: alias.reason,
    }));

export type Movement = "up" | "down" | "same" | "new" | "gone";

/** Movement between two editions' values; `better` says which of two values is the better one. */
export function movement(
  before: number | null,
  after: number | null,
  better: "lower" | "higher",
): Movement {
  if (before === null) return "new";
  if (after === null) return "gone";
  if (before === after) return "same";
  return (better === "lower" ? after < before : after > before) ? "up" : "down";
}

/** An edition's entry as the comparison reads it: its name in the edition ("o3 (Search)"), rank and band. */
export type ComparedEntry = { name: string; rank: number; band: string };

/** An edition's ranked entries with their names in that edition and their headline band. */
export function comparedEntries(edition: GenericEdition): ComparedEntry[] {
  const name = editionEntryName(edition.rows);
  return edition.rows.flatMap((row) => {
    const band = row[edition.board.headlineField];
    return typeof band === "string"
      ? [{ name: name(row), rank: row.rank, band }]
      : [];
  });
}

type Side = {
  row: ComparedEntry;
  rank: number;
  band: string;
  accuracy: number;
};

export type ComparisonRow = {
  key: string;
  line: string;
  previous: Side | null;
  current: Side | null;
  /** 'up' means a better (smaller) rank number. */
  rank: Movement;
  accuracy: Movement;
  basis: string | null;
};

function side(row: ComparedEntry): Side {
  return {
    row,
    rank: row.rank,
    band: row.band,
    accuracy: parseBand(row.band) ?? 0,
  };
}

/**
 * Matched entries first (in the later edition's rank order), then those only in the later edition ('new'), then
 * those only in the earlier one ('gone'). Matches whose entries are missing from the data are returned in `unresolved`.
 */
export function compareEditions(
  previousRows: readonly ComparedEntry[],
  currentRows: readonly ComparedEntry[],
  matches: readonly EditionMatch[],
): { rows: ComparisonRow[]; unresolved: EditionMatch[] } {
  const unresolved: EditionMatch[] = [];
  const matched: ComparisonRow[] = [];
  const usedPrevious = new Set<ComparedEntry>();
  const usedCurrent = new Set<ComparedEntry>();
  for (const match of matches) {
    const before = previousRows.find((row) => row.name === match.previous);
    const after = currentRows.find((row) => row.name === match.current);
    if (
      !before ||
      !after ||
      usedPrevious.has(before) ||
      usedCurrent.has(after)
    ) {
      unresolved.push(match);
      continue;
    }
    usedPrevious.add(before);
    usedCurrent.add(after);
    const previous = side(before);
    const current = side(after);
    matched.push({
      key: `match-${match.line}`,
      line: match.line,
      previous,
      current,
      rank: movement(previous.rank, current.rank, "lower"),
      accuracy: movement(previous.accuracy, current.accuracy, "higher"),
      basis: match.basis,
    });
  }
  matched.sort((a, b) => a.current!.rank - b.current!.rank);
  const added: ComparisonRow[] = currentRows
    .filter((row) => !usedCurrent.has(row))
    .map((row) => ({
      key: `new-${row.name}`,
      line: row.name,
      previous: null,
      current: side(row),
      rank: "new",
      accuracy: "new",
      basis: null,
    }));
  const removed: ComparisonRow[] = previousRows
    .filter((row) => !usedPrevious.has(row))
    .map((row) => ({
      key: `gone-${row.name}`,
      line: row.name,
      previous: side(row),
      current: null,
      rank: "gone",
      accuracy: "gone",
      basis: null,
    }));
  return { rows: [...matched, ...added, ...removed], unresolved };
}
