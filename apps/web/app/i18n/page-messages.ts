import type { Messages } from "@lingui/core";

import en from "./catalogs/en.json";
import zh from "./catalogs/zh-CN.json";
import { compileCatalog } from "./compile-catalog";
import { localeOfPath, type Locale } from "./locales";
import { namespaceOf, type Namespace } from "./namespaces";

// Build time (route loaders, run by the prerender): the compiled messages of a page's namespaces, in the
// language of its path. React Router keeps loaders and what only they import out of the browser: only
// ./loader.ts imports this module, lazily, from the function its route loaders call.

// Imported, not read from disk: the prerender runs these loaders from the server build's folder.
const sources: Record<Locale, Record<string, string>> = { en, "zh-CN": zh };

const compiled = new Map<Locale, Messages>();

function compiledCatalog(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileCatalog(sources[locale]);
    compiled.set(locale, messages);
  }
  return messages;
}

/** The messages of these namespaces in the language of the page at `url` (a path or a full URL). */
export function pageMessages(
  url: string,
  namespaces: readonly (Namespace | (string & {}))[],
): Messages {
  const locale = localeOfPath(new URL(url, "http://localhost").pathname);
  const wanted = new Set<string>(namespaces);
  return Object.fromEntries(
    Object.entries(compiledCatalog(locale)).filter(([key]) =>
      wanted.has(namespaceOf(key)),
    ),
  );
}
