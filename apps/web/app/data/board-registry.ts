import type { FieldKind } from "@evergreen/boards";

import definitions from "./boards/generic-boards.json";
import { editionLists } from "./editions";

// The board registry as the pages read it: the definitions, as the CMS holds them, of the boards without a
// page of their own (generic-boards.json of the boards folder the build reads, written with boards.json;
// build-time/board-files.ts checks them), and which of them are live (have a published edition). A board published in the CMS with a capability or profession the site has no page
// for is shown by the generic board page (features/board), its tile or matrix cell turns active, and it
// joins the Home summary: no code changes.

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
  sortField: string;
  sortDirection: "asc" | "desc" | (string & {});
  tieRule: string | null;
  tieRuleZh?: string;
  headlineField: string;
  fields: BoardField[];
};

const all: Record<string, BoardDefinition> = definitions;

/** Boards without a page of their own that have at least one published edition, in slug order. */
export const genericBoards: readonly BoardDefinition[] = Object.values(all)
  .filter((board) => (editionLists[board.slug]?.length ?? 0) > 0)
  .sort((a, b) => a.slug.localeCompare(b.slug));

/** The live generic board of a profession or capability id, if one is published. */
export const genericBoardOf = (
  track: "agi" | "profession",
  category: string,
): BoardDefinition | undefined =>
  genericBoards.find(
    (board) => board.track === track && board.category === category,
  );

/** The live generic board at a route (`/agi/<id>` or `/profession/<id>`), if one is published. */
export const genericBoardAt = (route: string): BoardDefinition | undefined =>
  genericBoards.find((board) => board.route === route);

/** A generic board's editions, newest first: the first is the one its page shows by default. */
export const editionsOf = (board: BoardDefinition): readonly string[] =>
  editionLists[board.slug] ?? [];
