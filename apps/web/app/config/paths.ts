import { SCIENCE_QA } from "@evergreen/boards";

// Every href of the site that is not a board's (a board's page is its definition's route: the board registry).
export const paths = {
  home: "/",
  agi: "/agi",
  scienceQa: SCIENCE_QA.route,
  profession: "/profession",
  professionPage: (id: string) => `/profession/${encodeURIComponent(id)}`,
  professionEdition: (id: string, edition: string) =>
    `/profession/${encodeURIComponent(id)}/${edition}`,
  reports: "/reports",
  news: "/news",
  contact: "/contact",
  search: "/search",
  import: "/import",
  /** Agent and model submissions, and the private status page a receipt links to. */
  submit: "/submit",
  submitStatus: "/submit/status",
  // The agent pages and /compare: config/agent-paths.ts.
  /** The Atom feed of board editions, generated at build time. */
  feed: "/feed.xml",
} as const;

/**
 * The prerendered pages that are not boards; the boards' pages (each board's route and one per edition) come from
 * the board registry (build-time/page-paths.ts).
 */
export const fixedPagePaths = [
  paths.home,
  paths.agi,
  paths.scienceQa,
  paths.profession,
  paths.reports,
  paths.news,
  paths.contact,
  paths.search,
  paths.import,
  paths.submit,
  paths.submitStatus,
  // config/agent-paths.ts (not imported here, to keep it out of every page's first load)
  "/agents",
  "/compare",
];
