// The site's two languages and where each lives: English at the spec's paths, Simplified Chinese
// mirrored under /zh (issue 16). The URL alone decides the language of a page.

export const locales = ["en", "zh-CN"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The path segment of each language's mirror ("" for English, at the spec's paths). */
const prefixOf: Record<Locale, string> = { en: "", "zh-CN": "/zh" };

/** The language a path is in: /zh and everything under it is Chinese. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/zh" || pathname.startsWith("/zh/") ? "zh-CN" : "en";
}

/** The language-neutral path (the English one): "/zh/agi" → "/agi", "/zh" → "/". */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice("/zh".length) || "/";
}

/** A site path in the given language: ("/agi", "zh-CN") → "/zh/agi", ("/", "zh-CN") → "/zh". */
export function localizedPath(path: string, locale: Locale): string {
  const neutral = unlocalizedPath(path);
  const prefix = prefixOf[locale];
  if (!prefix) return neutral;
  // Keep a query or hash attached to the root: "/?a=1" → "/zh?a=1".
  return neutral === "/" || /^\/[?#]/.test(neutral)
    ? `${prefix}${neutral.slice(1)}`
    : `${prefix}${neutral}`;
}

/** The value of `<html lang>` and of hreflang for each language. */
export const htmlLangOf: Record<Locale, string> = {
  en: "en",
  "zh-CN": "zh-CN",
};

/** Each language's name in itself, as the language switch shows it. */
export const nativeNameOf: Record<Locale, string> = {
  en: "English",
  "zh-CN": "简体中文",
};

export const isLocale = (value: unknown): value is Locale =>
  locales.some((locale) => locale === value);

/** Each English path and its Chinese twin: the pages a build prerenders and the sitemap lists. */
export const withChineseMirror = (paths: readonly string[]) => [
  ...paths,
  ...paths.map((path) => localizedPath(path, "zh-CN")),
];
