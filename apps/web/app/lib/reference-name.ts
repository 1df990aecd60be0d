import { names } from "@/data/reference-names.zh-CN.json";
import type { Locale } from "@/i18n/locales";

// A reference row's name (adult humans, a baseline) in the page's language: it describes people, not a product,
// so a Chinese page says it in Chinese (app/data/reference-names.zh-CN.json); a name the table does not list shows
// as published.

const chinese: Readonly<Record<string, string>> = names;

export function referenceNameIn(name: string, locale: Locale): string {
  if (locale === "en") return name;
  return Object.hasOwn(chinese, name) ? chinese[name]! : name;
}
