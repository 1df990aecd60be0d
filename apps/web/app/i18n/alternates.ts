import { htmlLangOf, locales, localizedPath } from "./locales";

export type AlternateLink = { rel: string; href: string; hrefLang?: string };

const trimmed = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

/**
 * A page's canonical link and its language alternates (hreflang en, zh-CN and x-default, the English page),
 * absolute on the site's origin, as search engines and Lighthouse require. The query string is not part of
 * a page's address (/compare?a=… is /compare).
 */
export function alternateLinksOf(
  pathname: string,
  origin: string,
): AlternateLink[] {
  const absolute = (path: string) => new URL(path, origin).href;
  const path = trimmed(pathname);
  return [
    { rel: "canonical", href: absolute(path) },
    ...locales.map((locale) => ({
      rel: "alternate",
      hrefLang: htmlLangOf[locale],
      href: absolute(localizedPath(path, locale)),
    })),
    {
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(localizedPath(path, "en")),
    },
  ];
}
