import { site } from "@/config/site";
import type { Locale } from "@/i18n/locales";

import { cmsLocaleParams } from "./cms-locale";

// The ranking call, exactly as the spec gives it; shared by the fetcher and Home's preload link.
export const RANKING_PATH = "/api/scienceqas";
export const RANKING_LIMIT = 10;

export const scienceQaRankingParams = {
  sort: "score:desc",
  "pagination[limit]": RANKING_LIMIT,
  "populate[model][populate]": "company",
} as const;

/** The ranking call's parameters in a page's language (English: exactly the spec's). */
export const scienceQaRankingParamsFor = (locale: Locale) => ({
  ...scienceQaRankingParams,
  ...cmsLocaleParams(locale),
});

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
  const query = Object.entries(scienceQaRankingParamsFor(locale))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join("&");
  return `${site.cmsBaseUrl}${RANKING_PATH}?${query}`;
}
