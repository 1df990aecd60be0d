import type { Plugin } from "vite";

import { boardTitle } from "../app/lib/data-api/urls";
import { liveGenericBoards } from "./board-files";

// `virtual:live-boards`: the boards published in the CMS without a page of their own that have a published
// edition (the ones routes.ts gives pages), as the bar's menus and the footer link them: their name, route and
// track only, a few bytes in every page's JavaScript instead of the registry's field definitions.

const ID = "virtual:live-boards";

/** A live board as the navigation links it. */
export type LiveBoardLink = { label: string; href: string };
type LiveBoardLinks = Record<"agi" | "profession", LiveBoardLink[]>;

/** The live boards of each track, in slug order (as the routes list them). */
export function liveBoardLinksOf(boardsDir?: string): LiveBoardLinks {
  const links: LiveBoardLinks = { agi: [], profession: [] };
  for (const board of liveGenericBoards(boardsDir))
    links[board.track].push({
      label: boardTitle(board.slug, board),
      href: board.route,
    });
  return links;
}

export function liveBoardsPlugin(boardsDir?: string): Plugin {
  return {
    name: "live-boards",
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      return `export const liveBoardLinks = ${JSON.stringify(liveBoardLinksOf(boardsDir))};`;
    },
  };
}
