import { site } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { requestUrl } from "@/lib/http";

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

/**
 * The ranking call's full URL exactly as the CMS client requests it, so a `<link rel="preload"
 * as="fetch">` made from it is the very request the page makes later.
 */
export function scienceQaRankingUrl(locale: Locale = "en"): string {
  return requestUrl(
    site.cmsBaseUrl,
    RANKING_PATH,
    scienceQaRankingParamsFor(locale),
  );
}
