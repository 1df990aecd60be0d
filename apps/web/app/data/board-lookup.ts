import { liveBoards, type BoardListing } from "./board-registry";

// Finding a board in the registry: by its profession or capability, its slug, its route. Apart from the registry
// itself, which every page's menus load, so that only the pages that look boards up load this.

/** The live board of a profession or capability id, if one is published. */
export const boardOf = (
  track: "agi" | "profession",
  category: string,
): BoardListing | undefined =>
  liveBoards.find(
    (board) => board.track === track && board.category === category,
  );

/** The live board with this slug, if one is published. */
export const boardBySlug = (slug: string): BoardListing | undefined =>
  liveBoards.find((board) => board.slug === slug);

/** The live board at a route (`/agi/<id>` or `/profession/<id>`), if one is published. */
export const boardAt = (route: string): BoardListing | undefined =>
  liveBoards.find((board) => board.route === route);

/** A board's editions, newest first: the first is the one its page shows by default. */
export const editionsOf = (board: { slug: string }): readonly string[] =>
  liveBoards.find((listed) => listed.slug === board.slug)?.editions ?? [];
