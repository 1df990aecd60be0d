import { SCIENCE_QA } from "@evergreen/boards";
import {
  index,
  layout,
  route,
  type RouteConfig,
} from "@react-router/dev/routes";

import { liveBoards } from "../build-time/board-files";

// Every board of the registry: the board page at the board's route and at each edition's, from the boards folder
// the build reads (vite.config.ts sets XBENCH_BOARDS_DIR; without it, the committed snapshot). Routes of their
// own, so the other pages load none of the board page's code. Only boards with a published edition: a route the
// prerender list does not cover fails the build ("Invalid route exports found when prerendering").
const boards = liveBoards(process.env.XBENCH_BOARDS_DIR);

/**
 * Every page of one language's site. Both languages use the same route modules; the Chinese routes' ids
 * start with "zh/" (React Router needs each id once).
 */
const pagesOf = (idPrefix: string) => {
  const id = (name: string) => ({ id: `${idPrefix}${name}` });
  return [
    index("routes/home.tsx", id("home")),
    route("agi", "routes/agi.tsx", id("agi")),
    route(
      SCIENCE_QA.route.slice(1),
      "routes/scienceqa.tsx",
      id(SCIENCE_QA.slug),
    ),
    route("profession", "routes/profession.tsx", id("profession")),
    route(
      "profession/:professionId",
      "routes/profession-page.tsx",
      id("profession-page"),
    ),
    route("reports", "routes/reports.tsx", id("reports")),
    route("news", "routes/news.tsx", id("news")),
    route("contact", "routes/contact.tsx", id("contact")),
    route("search", "routes/search.tsx", id("search")),
    route("import", "routes/import.tsx", id("import")),
    route("submit", "routes/submit.tsx", id("submit")),
    route("submit/status", "routes/submit-status.tsx", id("submit-status")),
    route("agents/:slug?", "routes/agents.tsx", id("agents")),
    route("compare", "routes/compare.tsx", id("compare")),
    // A CMS draft on the board page ("Open preview" in the admin): in the browser only, never prerendered.
    route("preview", "routes/preview.tsx", id("preview")),
    // Relative to the language's root ("/agi/reasoning" under /zh is "agi/reasoning").
    ...boards.flatMap((board) => [
      route(
        board.route.replace(/^\//, ""),
        "routes/board.tsx",
        id(`board-${board.slug}`),
      ),
      route(
        `${board.route.replace(/^\//, "")}/:edition`,
        "routes/board.tsx",
        id(`board-${board.slug}-edition`),
      ),
    ]),
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
};

// Issue 16: English at the spec's paths, Simplified Chinese mirrored under /zh. Each language's layout
// brings its own message catalog (and only it), the bar and the footer.
export default [
  layout("routes/site-en.tsx", pagesOf("")),
  route("zh", "routes/site-zh.tsx", pagesOf("zh/")),
] satisfies RouteConfig;
