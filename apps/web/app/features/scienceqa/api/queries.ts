import { SCIENCE_QA } from "@evergreen/boards";
import { queryOptions } from "@tanstack/react-query";

import type { Locale } from "@/i18n/locales";

// The two content calls as TanStack Query options. Their fetchers (the CMS client and the zod parsers) are
// imported when a query first runs, so no page carries them in its initial JavaScript: Home and
// ScienceQA show their loading screen until the calls settle anyway (see scripts/bench/README.md).

/** The fetchers' modules; a page may start loading them before its first query runs. */
export const loadRankingFetcher = () => import("./get-scienceqa-ranking");
export const loadPageFetcher = () => import("./get-scienceqa-page");

/** The ranking in a page's language: the Chinese pages ask the CMS for its Chinese content. */
export const scienceQaRankingQueryOptions = (locale: Locale = "en") =>
  queryOptions({
    queryKey: [SCIENCE_QA.slug, "ranking", locale],
    queryFn: async () => {
      const { getScienceQaRanking } = await loadRankingFetcher();
      return getScienceQaRanking(locale);
    },
  });

/** The entries the badge picker offers (the data API's ScienceQA snapshot, on this site). */
export const scienceQaBadgeRowsQueryOptions = () =>
  queryOptions({
    queryKey: [SCIENCE_QA.slug, "badge-rows"],
    queryFn: async () => {
      const { getScienceQaBadgeRows } = await import("./get-badge-rows");
      return getScienceQaBadgeRows();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const scienceQaPageQueryOptions = (locale: Locale = "en") =>
  queryOptions({
    queryKey: [SCIENCE_QA.slug, "page", locale],
    queryFn: async () => {
      const { getScienceQaPage } = await loadPageFetcher();
      return getScienceQaPage(locale);
    },
  });
