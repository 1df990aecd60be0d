import seed from "../../../../cms/data/scienceqa.json";
import { toSlug } from "./slug";

// The ScienceQA badges are built from the CMS seed file (see scienceqa-snapshot.ts); the page's
// picker offers the entries of that snapshot. This module is for the browser: no zod.

/** The snapshot's entries as the badge picker takes them, in published order. */
export const scienceQaSnapshotRows: readonly { model: string; rank: number }[] =
  seed.rows;

export const SCIENCEQA_BADGE_NOTE =
  "Badges show the published figures as of the site's last update; models added to the ranking since have no badge yet.";

/** Offers a snapshot badge only for an entry the live ranking still shows (matched by slug). */
export function inLiveRanking(names: readonly (string | null)[]) {
  const live = new Set(
    names.flatMap((name) => (name === null ? [] : [toSlug(name)])),
  );
  return (entry: { slug: string }) => live.has(entry.slug);
}
