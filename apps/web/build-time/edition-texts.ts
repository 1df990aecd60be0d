import { readFileSync } from "node:fs";

import type { Plugin } from "vite";

/** The import query that reads only an edition file's Chinese texts (`@boards/<board>/<edition>.json?zh-texts`). */
export const CHINESE_TEXTS_QUERY = "?zh-texts";

/**
 * An edition file's Chinese summary as a module of its own, `summaryZh` null where the CMS has none. A named
 * import from the JSON file itself would fail the build for an edition without the key, and a default import
 * would bring the edition's long notes into the browser.
 */
export function chineseEditionTextsPlugin(): Plugin {
  return {
    name: "chinese-edition-texts",
    enforce: "pre",
    load(id) {
      // Vite may add its own parameters to the query ('?import&zh-texts').
      const [file = "", query = ""] = id.split("?");
      if (!file.endsWith(".json") || !query.split("&").includes("zh-texts"))
        return null;
      this.addWatchFile(file);
      const data: unknown = JSON.parse(readFileSync(file, "utf8"));
      const summaryZh =
        typeof data === "object" &&
        data !== null &&
        "summaryZh" in data &&
        typeof data.summaryZh === "string"
          ? data.summaryZh
          : null;
      return `export const summaryZh = ${JSON.stringify(summaryZh)};\n`;
    },
  };
}
