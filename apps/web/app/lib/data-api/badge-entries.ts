import { uniqueSlugs } from "./slug";
import { badgePath, type BoardId } from "./urls";

export { entryName } from "./entry-names";

export type RankedName = { name: string; rank: number };
export type BadgeEntry = RankedName & { slug: string; badge: string };

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
