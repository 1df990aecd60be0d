import type { Messages } from "@lingui/core";

import en from "../app/i18n/catalogs/en.json";
import zh from "../app/i18n/catalogs/zh-CN.json";
import { localeOfPath, type Locale } from "../app/i18n/locales";
import { namespaceOf, type Namespace } from "../app/i18n/namespaces";
import { compileCatalog } from "./message-catalogs";

// Build time (route loaders, run by the prerender): the compiled messages of a page's namespaces, in the
// language of its path. React Router keeps loaders and what only they import out of the browser.

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
