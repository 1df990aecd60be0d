import { readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";
import { z } from "zod";

import { compileCatalog } from "../app/i18n/compile-catalog";
import { commonNamespaces, namespaceOf } from "../app/i18n/namespaces";

// The message catalogs (app/i18n/catalogs/<locale>.json, ICU MessageFormat) compiled for Lingui's runtime:
// the browser gets ready-made messages and no ICU parser (decision 0016). `virtual:catalog/<locale>` is a
// language's common messages, which its site layout imports (so a page ships only its language); a page's
// own messages come with its prerendered data (app/i18n/page-messages.ts).

const PREFIX = "virtual:catalog/";
// `virtual:catalog-all/<locale>`: every message of a language, for the one page that is not prerendered and may show
// any board (/preview: a draft's page has no prerendered data to bring its messages).
const ALL_PREFIX = "virtual:catalog-all/";

/** A catalog file: message keys to ICU messages (a malformed file fails the build, naming the key). */
const catalogSchema = z.record(z.string(), z.string());

export function readCatalog(dir: string, locale: string) {
  const file = path.join(dir, `${locale}.json`);
  return {
    file,
    messages: catalogSchema.parse(JSON.parse(readFileSync(file, "utf8"))),
  };
}

/** The messages of the common namespaces: what each language's layout ships (app/i18n/namespaces.ts). */
export function commonMessagesOf(messages: Record<string, string>) {
  const common = new Set<string>(commonNamespaces);
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => common.has(namespaceOf(key))),
  );
}

export function messageCatalogsPlugin(dir: string): Plugin {
  return {
    name: "message-catalogs",
    resolveId: (id) =>
      id.startsWith(PREFIX) || id.startsWith(ALL_PREFIX)
        ? `\0${id}`
        : undefined,
    load(id) {
      const all = id.startsWith(`\0${ALL_PREFIX}`);
      if (!all && !id.startsWith(`\0${PREFIX}`)) return;
      const { file, messages } = readCatalog(
        dir,
        id.slice((all ? ALL_PREFIX : PREFIX).length + 1),
      );
      this.addWatchFile(file);
      // JSON.parse of a string literal: parsed faster than the same object literal, and smaller.
      const json = JSON.stringify(
        compileCatalog(all ? messages : commonMessagesOf(messages)),
      );
      return `export const messages = /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
