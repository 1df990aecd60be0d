import type { Medal } from "@/lib/format";
import type { RawValue } from "@/lib/sort";

import type { LeaderboardColumn } from "./columns";

function isUnpublished(value: RawValue): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (typeof value === "number" && !Number.isFinite(value))
  );
}

/**
 * The columns to draw, and those empty in every row (not drawn: a whole column of '-' tells a reader
 * nothing). With no rows at all every column is drawn, so an empty board keeps its headers.
 */
export function splitUnpublished<Row>(
  rows: readonly Row[],
  columns: readonly LeaderboardColumn<Row>[],
): {
  drawn: LeaderboardColumn<Row>[];
  unpublished: LeaderboardColumn<Row>[];
} {
  const drawn: LeaderboardColumn<Row>[] = [];
  const unpublished: LeaderboardColumn<Row>[] = [];
  for (const column of columns) {
    const empty =
      rows.length > 0 && rows.every((row) => isUnpublished(column.value(row)));
    (empty ? unpublished : drawn).push(column);
  }
  return { drawn, unpublished };
}

/** How many rows hold each rank. */
export function rankCounts(ranks: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  return counts;
}

/**
 * A row's background: a medal held alone gets the full tint; a shared one a lighter one, so seven rows tied
 * for third read as one group rather than a wall of highlighted rows. No medal (lib/honest-ranks.ts), no tint.
 */
export function rowTint(medal: Medal | undefined, tied: boolean): string {
  if (!medal) return "bg-background";
  // Opaque: the pinned rank and name cells inherit it and must hide what scrolls beneath them.
  return tied ? "lb-tint-shared" : "bg-amber-50";
}

/**
 * The text columns between the name and the board's main score (the first primary column): company,
 * mode. None when the board has no main score or a number comes first.
 */
export function columnsBeforeMainScore<Row>(
  columns: readonly LeaderboardColumn<Row>[],
): LeaderboardColumn<Row>[] {
  const main = columns.findIndex((column) => column.primary);
  if (main <= 0) return [];
  const before = columns.slice(0, main);
  return before.some((column) => column.numeric) ? [] : before;
}
