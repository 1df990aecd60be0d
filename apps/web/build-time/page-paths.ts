import { fixedPagePaths, paths } from "../app/config/paths";
import { professionNameKeys } from "../app/data/profession-names";
import { boardPathsOf } from "./board-files";
import { agentPagePaths, agentProfiles } from "./data-api/agents";
import { dataApiBoards } from "./data-api/boards";

/**
 * Every page the site prerenders, by its English path (each has its Chinese twin under /zh): the pages that are
 * not boards, every live board's page and edition pages (the board registry), the coming-soon professions' pages
 * and one page per agent. The prerender list (react-router.config.ts) and the sitemap (vite.config.ts) both
 * read this one list, from the boards folder the build reads.
 */
export function sitePagePaths(boardsDir?: string): string[] {
  const boardPaths = boardPathsOf(boardsDir);
  return [
    ...fixedPagePaths,
    ...boardPaths,
    ...comingSoonProfessionPaths(boardPaths),
    ...agentPagePaths(agentProfiles(dataApiBoards(boardsDir))),
  ];
}

/**
 * The coming-soon pages of the profession tiles without a board (issue 37: real HTML with their own title and
 * description, not the SPA shell): every tile's profession but those a live board has taken (its page is the board's).
 */
export function comingSoonProfessionPaths(
  boardPaths: readonly string[],
): string[] {
  return Object.keys(professionNameKeys)
    .map((id) => paths.professionPage(id))
    .filter((path) => !boardPaths.includes(path));
}
