import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { readGenericBoards } from "../build-time/board-files";

// Boards published in the CMS without a page of their own (a new capability or profession): the generic
// board page at the board's route and at each edition's, from the boards folder the build reads
// (vite.config.ts sets XBENCH_BOARDS_DIR; without it, the committed snapshot). Their own routes, so the
// spec's pages load none of the generic page's code.
const genericBoardRoutes = readGenericBoards(
  process.env.XBENCH_BOARDS_DIR,
).flatMap((board) => [
  route(board.route, "routes/board.tsx", { id: `board-${board.slug}` }),
  route(`${board.route}/:edition`, "routes/board.tsx", {
    id: `board-${board.slug}-edition`,
  }),
]);

export default [
  index("routes/home.tsx"),
  route("agi", "routes/agi.tsx"),
  route("agi/scienceqa", "routes/scienceqa.tsx"),
  route("agi/aisearch", "routes/deepsearch.tsx"),
  route("agi/aisearch/:edition", "routes/deepsearch-edition.tsx"),
  route("profession", "routes/profession.tsx"),
  route("profession/:professionId", "routes/profession-page.tsx"),
  route("profession/:professionId/:edition", "routes/profession-edition.tsx"),
  route("reports", "routes/reports.tsx"),
  route("news", "routes/news.tsx"),
  route("contact", "routes/contact.tsx"),
  route("search", "routes/search.tsx"),
  route("import", "routes/import.tsx"),
  route("submit", "routes/submit.tsx"),
  route("submit/status", "routes/submit-status.tsx"),
  route("agents/:slug?", "routes/agents.tsx"),
  route("compare", "routes/compare.tsx"),
  ...genericBoardRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
