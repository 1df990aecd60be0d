import { uniqueSlugs } from "./slug";
import { badgePath, type BoardId } from "./urls";

export type RankedName = { name: string; rank: number };
export type BadgeEntry = RankedName & { slug: string; badge: string };

/**
 * How each board names an entry in its badge URL. Shared by the build-time generator and the
 * pages' badge picker, so both derive the same slug from the same row.
 */
export const entryName = {
  product: (row: { product: string }) => row.product,
  agentAndMode: (row: { agent_model: string; mode: string }) =>
    `${row.agent_model} (${row.mode})`,
  agent: (row: { agent: string }) => row.agent,
  model: (row: { model: string }) => row.model,
} as const;

/** A board edition's entries, in published order, with their unique slugs and badge paths. */
export function badgeEntries(
  board: BoardId,
  edition: string,
  rows: readonly RankedName[],
): BadgeEntry[] {
  const slugs = uniqueSlugs(rows.map((row) => row.name));
  return rows.map((row, index) => ({
    ...row,
    slug: slugs[index]!,
    badge: badgePath(board, edition, slugs[index]!),
  }));
}
