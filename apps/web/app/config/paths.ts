import { deepSearchEditions, professionEditions } from "../data/editions";

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
  /** The Atom feed of board editions, generated at build time. */
  feed: "/feed.xml",
} as const;

/** Every edition's permanent page. */
export const editionPaths = [
  ...deepSearchEditions.map((edition) => paths.deepSearchEdition(edition)),
  ...["hr", "marketing"].flatMap((id) =>
    professionEditions.map((edition) => paths.professionEdition(id, edition)),
  ),
];

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
  paths.submit,
  paths.submitStatus,
  ...editionPaths,
];
