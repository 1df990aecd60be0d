import { paths, prerenderedPathsOf } from "../app/config/paths";
import { professionNameKeys } from "../app/data/profession-names";
import { genericBoardPathsOf, readEditionLists } from "./board-files";
import { agentPagePaths, agentProfiles } from "./data-api/agents";
import { dataApiBoards } from "./data-api/boards";

/**
 * Every page the site prerenders, by its English path (each has its Chinese twin under /zh): the spec's pages
 * with the bundled boards' edition pages, the pages of the boards published in the CMS without a page of their
 * own, the coming-soon professions' pages, and one page per agent. The prerender list (react-router.config.ts) and the sitemap (vite.config.ts) both
 * read this one list, from the boards folder the build reads.
 */
export function sitePagePaths(boardsDir?: string): string[] {
  const boardPaths = genericBoardPathsOf(boardsDir);
  return [
    ...prerenderedPathsOf(readEditionLists(boardsDir)),
    ...boardPaths,
    ...comingSoonProfessionPaths(boardPaths),
    ...agentPagePaths(agentProfiles(dataApiBoards(boardsDir))),
  ];
}

/**
 * The coming-soon pages of the profession tiles without a board (issue 37: real HTML with their own title and
 * description, not the SPA shell): every tile's profession but the two with pages of their own and those a board
 * published in the CMS has taken.
 */
export function comingSoonProfessionPaths(
  boardPaths: readonly string[],
): string[] {
  return Object.keys(professionNameKeys)
    .map((id) => paths.professionPage(id))
    .filter(
      (path) =>
        path !== paths.recruiting &&
        path !== paths.marketing &&
        !boardPaths.includes(path),
    );
}
