import { compileCatalog } from "@/i18n/compile-catalog";
import { createI18n, type Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

import enSource from "../i18n/catalogs/en.json";
import zhSource from "../i18n/catalogs/zh-CN.json";
// Registers both languages' common messages, as renderInLanguage does.
import "./render";

const sources = { en: enSource, "zh-CN": zhSource };

/** A translate function with every message of a language, for code outside React (t: Translate). */
export function translatorIn(locale: Locale = "en"): Translate {
  const i18n = createI18n(locale, compileCatalog(sources[locale]));
  return (key, values) => i18n._(key, values);
}
