// Build-time: /sitemap.xml, every prerendered page a crawler should index. The sitemap protocol wants
// absolute URLs: with VITE_SITE_URL set they are; without it the paths stay site-relative (as the feed's links
// do), which crawlers resolve against the sitemap's own address.

export const SITEMAP_PATH = "/sitemap.xml";

/** Pages that are prerendered but not for search engines (noindex on purpose). */
const NOT_INDEXED = new Set(["/submit/status"]);

const escapeXml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

export function buildSitemap(
  pagePaths: readonly string[],
  siteUrl?: string,
): string {
  const urls = [...new Set(pagePaths)]
    .filter((path) => !NOT_INDEXED.has(path))
    .map((path) => (siteUrl ? new URL(path, siteUrl).href : path))
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
