import type { FieldKind } from "@evergreen/boards";

import listing from "./boards/registry.json";

// The board registry as the pages read it: every board's place and name (registry.json of the boards folder the
// build reads, in the boards' listing order, written by the converter with boards.json, which holds each board's
// whole definition; build-time/board-files.ts checks them), and which boards are live (have a published edition).
// A board published in the CMS for a capability or profession makes its tile or matrix cell active, joins the
// menus and the Home summary, and gets its page (routes.ts): no code changes.

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
  /** The key of the category field this one is a subtype of: shown in the breakdown table, not as a column. */
  parent?: string | null;
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

/**
 * A board as the registry lists it: where it lives, its name and its published editions, newest first (its page
 * loads its whole definition).
 */
export type BoardListing = Pick<
  BoardDefinition,
  "slug" | "title" | "titleZh" | "track" | "category" | "route"
> & { editions: readonly string[] };

const all: readonly BoardListing[] = listing;

/** Every board with at least one published edition, in the registry's order. */
export const liveBoards: readonly BoardListing[] = all.filter(
  (board) => board.editions.length > 0,
);
