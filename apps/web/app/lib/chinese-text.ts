import type { Locale } from "@/i18n/locales";

/**
 * A published text in the page's language, from one of the reviewed tables of Chinese texts (app/data/*.zh-CN.json:
 * company names, reference rows' names, entries' modes): an English page, or a text its table does not list, shows
 * the text as published. The downloads and the data API always keep the published text.
 */
export const chineseTextFrom =
  (chinese: Readonly<Record<string, string>>) =>
  (text: string, locale: Locale): string =>
    locale !== "en" && Object.hasOwn(chinese, text) ? chinese[text]! : text;
