import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import table from "@/data/entry-modes.zh-CN.json";

import { modeIn } from "./entry-mode";

const tableSchema = z.strictObject({
  source: z.string().min(1),
  modes: z.record(z.string().min(1), z.string().regex(/[\u4e00-\u9fff]/)),
});

// Modes that are a product's own name: shown as published on both languages' pages.
const PRODUCT_MODES = new Set([
  "Deep Research",
  "Deep Think",
  "DeeperSearch",
  "Search",
]);

const boardsDir = fileURLToPath(new URL("../data/boards", import.meta.url));

/** Every entry's `mode` in the committed boards. */
function publishedModes(): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(boardsDir, {
    recursive: true,
    encoding: "utf8",
  })) {
    if (!file.endsWith(".json")) continue;
    for (const [, mode] of readFileSync(join(boardsDir, file), "utf8").matchAll(
      /"mode": "([^"]+)"/g,
    ))
      found.add(mode!);
  }
  return found;
}

describe("an entry's mode in the page's language", () => {
  it("is a table of Chinese texts, each for a mode a board publishes", () => {
    const { modes } = tableSchema.parse(table);
    const published = publishedModes();
    expect(Object.keys(modes).length).toBeGreaterThan(0);
    for (const mode of Object.keys(modes))
      expect(published, mode).toContain(mode);
  });

  it("has a Chinese text for every published mode that is not a product's name", () => {
    const { modes } = tableSchema.parse(table);
    for (const mode of publishedModes())
      expect(PRODUCT_MODES.has(mode) || Object.hasOwn(modes, mode), mode).toBe(
        true,
      );
  });

  it("says a listed mode in Chinese on a Chinese page only, and a product's mode as published", () => {
    expect(modeIn("Qwen3-VL variant (paper appendix)", "zh-CN")).toBe(
      "Qwen3-VL 变体（论文附录）",
    );
    expect(modeIn("Qwen3-VL variant (paper appendix)", "en")).toBe(
      "Qwen3-VL variant (paper appendix)",
    );
    expect(modeIn("Deep Research", "zh-CN")).toBe("Deep Research");
  });
});
