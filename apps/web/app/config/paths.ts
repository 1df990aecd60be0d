// Every href of the site, in one place.
export const paths = {
  home: "/",
  agi: "/agi",
  scienceQa: "/agi/scienceqa",
  deepSearch: "/agi/aisearch",
  /** An edition's permanent page; the board's own page shows the newest. */
  deepSearchEdition: (edition: string) => `/agi/aisearch/${edition}`,
  profession: "/profession",
  professionPage: (id: string) => `/profession/${encodeURIComponent(id)}`,
  professionEdition: (id: string, edition: string) =>
    `/profession/${encodeURIComponent(id)}/${edition}`,
  recruiting: "/profession/hr",
  marketing: "/profession/marketing",
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

/** Each board's editions, newest first (`editions.json` of the boards folder a build reads). */
type EditionLists = Partial<Record<string, readonly string[]>>;

/** Every edition's permanent page, for the given lists of editions. */
export const editionPathsOf = (lists: EditionLists) => [
  ...(lists.deepsearch ?? []).map((edition) =>
    paths.deepSearchEdition(edition),
  ),
  ...(lists.recruiting ?? []).map((edition) =>
    paths.professionEdition("hr", edition),
  ),
  ...(lists.marketing ?? []).map((edition) =>
    paths.professionEdition("marketing", edition),
  ),
];

/** Every prerendered page; react-router.config.ts passes the lists of the boards folder the build reads. */
export const prerenderedPathsOf = (lists: EditionLists) => [
  paths.home,
  paths.agi,
  paths.scienceQa,
  paths.deepSearch,
  paths.profession,
  paths.recruiting,
  paths.marketing,
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
  ...editionPathsOf(lists),
];
