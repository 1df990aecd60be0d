import type {
  DeepSearchCurrentRow,
  DeepSearchPreviousRow,
} from "@/data/deepsearch";
import editionAliases from "@/data/edition-aliases.json";
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

/** The reviewed matches from one DeepSearch edition to the next. */
export const editionMatches = (
  from: string,
  to: string,
): readonly EditionMatch[] =>
  editionAliases.aliases
    .filter(
      (alias) =>
        alias.board === "deepsearch" &&
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

type Side<Row> = { row: Row; rank: number; band: string; accuracy: number };

export type ComparisonRow = {
  key: string;
  line: string;
  previous: Side<DeepSearchPreviousRow> | null;
  current: Side<DeepSearchCurrentRow> | null;
  /** 'up' means a better (smaller) rank number. */
  rank: Movement;
  accuracy: Movement;
  basis: string | null;
};

const previousName = (row: { agent_model: string; mode: string }) =>
  `${row.agent_model} (${row.mode})`;

function side<Row extends { rank: number; accuracy_band: string }>(
  row: Row,
): Side<Row> {
  return {
    row,
    rank: row.rank,
    band: row.accuracy_band,
    accuracy: parseBand(row.accuracy_band) ?? 0,
  };
}

/**
 * Matched products first (in 2025.10 rank order), then those only in 2025.10 ('new'), then those only in
 * 2025.05 ('gone'). Matches whose entries are missing from the data are returned in `unresolved`.
 */
export function compareEditions(
  previousRows: readonly DeepSearchPreviousRow[],
  currentRows: readonly DeepSearchCurrentRow[],
  matches: readonly EditionMatch[],
): { rows: ComparisonRow[]; unresolved: EditionMatch[] } {
  const unresolved: EditionMatch[] = [];
  const matched: ComparisonRow[] = [];
  const usedPrevious = new Set<DeepSearchPreviousRow>();
  const usedCurrent = new Set<DeepSearchCurrentRow>();
  for (const match of matches) {
    const before = previousRows.find(
      (row) => previousName(row) === match.previous,
    );
    const after = currentRows.find((row) => row.product === match.current);
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
      key: `new-${row.product}`,
      line: row.product,
      previous: null,
      current: side(row),
      rank: "new",
      accuracy: "new",
      basis: null,
    }));
  const removed: ComparisonRow[] = previousRows
    .filter((row) => !usedPrevious.has(row))
    .map((row) => ({
      key: `gone-${previousName(row)}`,
      line: previousName(row),
      previous: side(row),
      current: null,
      rank: "gone",
      accuracy: "gone",
      basis: null,
    }));
  return { rows: [...matched, ...added, ...removed], unresolved };
}
