import { compileCatalog } from "@/i18n/compile-catalog";
import { createI18n, type Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

import enSource from "../i18n/catalogs/en.json";
import zhSource from "../i18n/catalogs/zh-CN.json";
// Registers both languages' common messages, as renderInLanguage does.
import "./render";

const sources = { en: enSource, "zh-CN": zhSource };

/** An i18n instance with every message of a language, for code outside React (a route's meta). */
export const i18nIn = (locale: Locale = "en") =>
  createI18n(locale, compileCatalog(sources[locale]));

/** A translate function with every message of a language, for code outside React (t: Translate). */
export function translatorIn(locale: Locale = "en"): Translate {
  const i18n = i18nIn(locale);
  return (key, values) => i18n._(key, values);
}
