// Every href of the site, in one place.
export const paths = {
  home: "/",
  agi: "/agi",
  scienceQa: "/agi/scienceqa",
  deepSearch: "/agi/aisearch",
  profession: "/profession",
  professionPage: (id: string) => `/profession/${encodeURIComponent(id)}`,
  recruiting: "/profession/hr",
  marketing: "/profession/marketing",
  reports: "/reports",
  news: "/news",
  contact: "/contact",
  search: "/search",
  import: "/import",
  /** The Atom feed of board editions, generated at build time. */
  feed: "/feed.xml",
} as const;

export const prerenderedPaths = [
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
] as const;
