import { describe, expect, it } from "vitest";

import { compileCatalog } from "@/i18n/compile-catalog";

import en from "./catalogs/en.json";
import zh from "./catalogs/zh-CN.json";
import glossary from "./glossary.json";

// Issue 16: every message in both languages, with the same placeholders, none empty, and the glossary's
// terms used the same way everywhere.

const catalogs: Record<string, Record<string, string>> = { en, "zh-CN": zh };

/** The argument names of an ICU message: {name}, {count, plural, ...}, and the tags of rich text (<0>). */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g))
    names.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<(\/?)(\d+)\s*\/?>/g))
    names.add(`<${match[2]}>`);
  return [...names].sort();
}

describe("message catalogs", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(catalogs))(
    "%s has no empty message and every message compiles",
    (_locale, catalog) => {
      for (const [key, message] of Object.entries(catalog)) {
        expect(message.trim(), key).not.toBe("");
      }
      expect(() => compileCatalog(catalog)).not.toThrow();
    },
  );

  it("give each message the same placeholders in both languages", () => {
    for (const [key, message] of Object.entries(en)) {
      expect(
        placeholdersOf(catalogs["zh-CN"]![key]!),
        `${key}: ${message}`,
      ).toEqual(placeholdersOf(message));
    }
  });

  it("catch a placeholder missing in the Chinese message", () => {
    expect(placeholdersOf("{count} 个模型")).not.toEqual(
      placeholdersOf("{count} models from {companies} companies"),
    );
    expect(placeholdersOf("<0>论文</0>")).toEqual(
      placeholdersOf("Read the <0>paper</0>"),
    );
  });

  it("use the glossary's Chinese term wherever the English message uses a checked term", () => {
    for (const term of glossary.terms.filter((entry) => entry.checked)) {
      const word = new RegExp(
        `\\b${term.en.replace(/ /g, "\\s+")}(s|es|ed)?\\b`,
        "i",
      );
      for (const [key, message] of Object.entries(en)) {
        if (!word.test(message)) continue;
        expect(catalogs["zh-CN"]![key], `${key} (${term.en})`).toContain(
          term.zh,
        );
      }
    }
  });
});
