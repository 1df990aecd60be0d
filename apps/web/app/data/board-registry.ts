import type { FieldKind } from "@evergreen/boards";

import definitions from "./boards/boards.json";
import { BUNDLED_BOARDS } from "./bundled-boards";
import { editionLists } from "./editions";

// The board registry as the pages read it: every board's definition as the CMS holds it (boards.json of the
// boards folder the build reads, in the boards' listing order; build-time/board-files.ts checks it), and which
// boards are live (have a published edition). A board published in the CMS for a capability or profession makes
// its tile or matrix cell active, joins the menus and the Home summary, and gets its page: no code changes.

// The `...Zh` texts are the CMS's Chinese (zh-CN) ones, present only where the CMS has a translation that differs
// from the English text: a Chinese page shows the English text of any field without one.
export type BoardField = {
  key: string;
  label: string;
  labelZh?: string;
  kind: FieldKind | (string & {});
  unit: string | null;
  unitZh?: string;
  description: string | null;
  descriptionZh?: string;
  lowerIsBetter: boolean;
};

export type BoardDefinition = {
  slug: string;
  title: string;
  titleZh?: string;
  track: "agi" | "profession" | (string & {});
  category: string;
  route: string;
  summary: string | null;
  summaryZh?: string;
  taskCount: number | null;
  /** Where the board is listed: lower first (the registry is already in this order). */
  position?: number | null;
  sortField: string;
  sortDirection: "asc" | "desc" | (string & {});
  tieRule: string | null;
  tieRuleZh?: string;
  headlineField: string;
  fields: BoardField[];
  /** The sections its page draws besides the table, in order (packages/boards' BOARD_SECTIONS). */
  sections?: readonly string[];
};

const all: Record<string, BoardDefinition> = definitions;

/** Every board with at least one published edition, in the registry's order. */
export const liveBoards: readonly BoardDefinition[] = Object.values(all).filter(
  (board) => (editionLists[board.slug]?.length ?? 0) > 0,
);

/** The live boards the generic board page draws (the others still have pages of their own). */
export const genericBoards: readonly BoardDefinition[] = liveBoards.filter(
  (board) => !BUNDLED_BOARDS.includes(board.slug),
);

/** The live board of a profession or capability id, if one is published. */
export const boardOf = (
  track: "agi" | "profession",
  category: string,
): BoardDefinition | undefined =>
  liveBoards.find(
    (board) => board.track === track && board.category === category,
  );

/** The live board with this slug, if one is published. */
export const boardBySlug = (slug: string): BoardDefinition | undefined =>
  liveBoards.find((board) => board.slug === slug);

/** The live board at a route (`/agi/<id>` or `/profession/<id>`), if one is published. */
export const boardAt = (route: string): BoardDefinition | undefined =>
  liveBoards.find((board) => board.route === route);

/** A board's editions, newest first: the first is the one its page shows by default. */
export const editionsOf = (board: BoardDefinition): readonly string[] =>
  editionLists[board.slug] ?? [];
