import type { Locale } from "./locales";

/**
 * A CMS text in the page's language: on a Chinese page its Chinese version (the boards folder's `...Zh`
 * field) when there is a non-blank one, else the English text, which English pages always show.
 */
export function contentText<English extends string | null | undefined>(
  locale: Locale,
  english: English,
  chinese: string | null | undefined,
): English | string {
  return locale === "zh-CN" && chinese && chinese.trim() !== ""
    ? chinese
    : english;
}
