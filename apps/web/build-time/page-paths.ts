import { fixedPagePaths } from "../app/config/paths";
import { boardPathsOf } from "./board-files";
import { agentPagePaths, agentProfiles } from "./data-api/agents";
import { dataApiBoards } from "./data-api/boards";

/**
 * Every page the site prerenders, by its English path (each has its Chinese twin under /zh): the pages that are
 * not boards, every live board's page and edition pages (the board registry), and one page per agent. The prerender list (react-router.config.ts) and the sitemap (vite.config.ts) both
 * read this one list, from the boards folder the build reads.
 */
export function sitePagePaths(boardsDir?: string): string[] {
  return [
    ...fixedPagePaths,
    ...boardPathsOf(boardsDir),
    ...agentPagePaths(agentProfiles(dataApiBoards(boardsDir))),
  ];
}
