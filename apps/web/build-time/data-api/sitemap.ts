import { htmlLangOf, locales, localizedPath } from "../../app/i18n/locales";
import { escapeXml } from "./xml-text";

// Build-time: /sitemap.xml, every prerendered page a crawler should index, in both languages, each URL with
// its language alternates (xhtml:link hreflang, as Google's sitemap extension reads them; issue 16). The sitemap protocol wants
// absolute URLs: with VITE_SITE_URL set they are; without it the paths stay site-relative (as the feed's links
// do), which crawlers resolve against the sitemap's own address.

export const SITEMAP_PATH = "/sitemap.xml";

/** Pages that are prerendered but not for search engines (noindex on purpose). */
const NOT_INDEXED = new Set(["/submit/status"]);

/** `pagePaths`: the English pages; each is listed with its Chinese twin under /zh. */
export function buildSitemap(
  pagePaths: readonly string[],
  siteUrl?: string,
): string {
  const url = (path: string) =>
    escapeXml(siteUrl ? new URL(path, siteUrl).href : path);
  const alternates = (path: string) =>
    [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLangOf[locale]}" href="${url(localizedPath(path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join("");
  const urls = [...new Set(pagePaths)]
    .filter((path) => !NOT_INDEXED.has(path))
    .flatMap((path) =>
      locales.map(
        (locale) =>
          `  <url><loc>${url(localizedPath(path, locale))}</loc>${alternates(path)}</url>`,
      ),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
