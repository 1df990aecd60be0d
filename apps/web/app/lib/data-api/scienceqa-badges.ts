import { toSlug } from "./slug";

// The ScienceQA badges are built with the site from a snapshot of the board (scienceqa-snapshot.ts); the page's
// picker reads that snapshot's entries from the data API (features/scienceqa/api/get-badge-rows.ts), not from
// the CMS seed file. This module is for the browser.

/** Offers a snapshot badge only for an entry the live ranking still shows (matched by slug). */
export function inLiveRanking(names: readonly (string | null)[]) {
  const live = new Set(
    names.flatMap((name) => (name === null ? [] : [toSlug(name)])),
  );
  return (entry: { slug: string }) => live.has(entry.slug);
}
