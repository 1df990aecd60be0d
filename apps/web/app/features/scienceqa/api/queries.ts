import { queryOptions } from "@tanstack/react-query";

// The two content calls as TanStack Query options. Their fetchers (axios and the zod parsers) are
// imported when a query first runs, so no page carries them in its initial JavaScript: Home and
// ScienceQA show their loading screen until the calls settle anyway (see scripts/bench/README.md).

/** The fetchers' modules; a page may start loading them before its first query runs. */
export const loadRankingFetcher = () => import("./get-scienceqa-ranking");
export const loadPageFetcher = () => import("./get-scienceqa-page");

export const scienceQaRankingQueryOptions = () =>
  queryOptions({
    queryKey: ["scienceqa", "ranking"],
    queryFn: async () => {
      const { getScienceQaRanking } = await loadRankingFetcher();
      return getScienceQaRanking();
    },
  });

/** The entries the badge picker offers (the data API's ScienceQA snapshot, on this site). */
export const scienceQaBadgeRowsQueryOptions = () =>
  queryOptions({
    queryKey: ["scienceqa", "badge-rows"],
    queryFn: async () => {
      const { getScienceQaBadgeRows } = await import("./get-badge-rows");
      return getScienceQaBadgeRows();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const scienceQaPageQueryOptions = () =>
  queryOptions({
    queryKey: ["scienceqa", "page"],
    queryFn: async () => {
      const { getScienceQaPage } = await loadPageFetcher();
      return getScienceQaPage();
    },
  });
