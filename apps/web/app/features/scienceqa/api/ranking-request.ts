import { site } from "@/config/site";
import type { Locale } from "@/i18n/locales";

// The ranking call, exactly as the spec gives it; shared by the fetcher and Home's preload link.
export const RANKING_PATH = "/api/scienceqas";
export const RANKING_LIMIT = 10;

export const scienceQaRankingParams = {
  sort: "score:desc",
  "pagination[limit]": RANKING_LIMIT,
  "populate[model][populate]": "company",
} as const;

/**
 * The ranking call in a page's language: on Chinese pages Strapi's i18n `locale=zh-CN` asks for the
 * Chinese content (the CMS falls back to English per field); English pages make the spec's call unchanged.
 */
export const scienceQaRankingParamsIn = (locale: Locale = "en") =>
  locale === "en"
    ? scienceQaRankingParams
    : { ...scienceQaRankingParams, locale };

// axios's parameter encoding: encodeURIComponent, then ':', '$', ',' and ' ' (as '+') kept readable.
const encode = (value: string | number) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ":")
    .replace(/%24/g, "$")
    .replace(/%2C/gi, ",")
    .replace(/%20/g, "+");

/**
 * The ranking call's full URL exactly as axios serializes it, so a `<link rel="preload"
 * as="fetch">` made from it is the very request axios makes later.
 */
export function scienceQaRankingUrl(locale: Locale = "en"): string {
  const query = Object.entries(scienceQaRankingParamsIn(locale))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join("&");
  return `${site.cmsBaseUrl}${RANKING_PATH}?${query}`;
}
