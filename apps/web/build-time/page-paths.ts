import { prerenderedPathsOf } from "../app/config/paths";
import { genericBoardPathsOf, readEditionLists } from "./board-files";
import { agentPagePaths, agentProfiles } from "./data-api/agents";
import { dataApiBoards } from "./data-api/boards";

/**
 * Every page the site prerenders, by its English path (each has its Chinese twin under /zh): the spec's pages
 * with the bundled boards' edition pages, the pages of the boards published in the CMS without a page of their
 * own, and one page per agent. The prerender list (react-router.config.ts) and the sitemap (vite.config.ts) both
 * read this one list, from the boards folder the build reads.
 */
export function sitePagePaths(boardsDir?: string): string[] {
  return [
    ...prerenderedPathsOf(readEditionLists(boardsDir)),
    ...genericBoardPathsOf(boardsDir),
    ...agentPagePaths(agentProfiles(dataApiBoards(boardsDir))),
  ];
}
