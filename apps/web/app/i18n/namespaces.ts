import type en from "./catalogs/en.json";

/** Every message of the site: the English catalog is the list, the Chinese one must match it (tested). */
export type MessageKey = keyof typeof en;

// A message key's first segment is its namespace ("deepsearch.title" → "deepsearch"). The common ones ship
// with each language's layout (JavaScript every page loads); a page's own come with its prerendered data
// (the route's loader, run at build time), so a page carries only the messages it shows (decision 0016).

export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

/**
 * What every page shows, and what pages without prerendered data show (the SPA shell's profession
 * placeholders and 404 pages): in the layouts' JavaScript.
 */
export const commonNamespaces: readonly Namespace[] = [
  "site",
  "nav",
  "footer",
  "language",
  "loading",
  "error",
  "notFound",
  "placeholder",
  // The medal images' names ("Gold medal"): board tables, leader strips, Home's First Wave and the agent pages.
  "medal",
];

export const namespaceOf = (key: string) => key.slice(0, key.indexOf("."));
