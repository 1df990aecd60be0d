import { queryOptions } from "@tanstack/react-query";

// The two content calls as TanStack Query options. Their fetchers (axios and the zod parsers) are
// imported when a query first runs, so no page carries them in its initial JavaScript: Home and
// ScienceQA show their loading screen until the calls settle anyway (see scripts/bench/README.md).

export const scienceQaRankingQueryOptions = () =>
  queryOptions({
    queryKey: ["scienceqa", "ranking"],
    queryFn: async () => {
      const { getScienceQaRanking } = await import("./get-scienceqa-ranking");
      return getScienceQaRanking();
    },
  });

export const scienceQaPageQueryOptions = () =>
  queryOptions({
    queryKey: ["scienceqa", "page"],
    queryFn: async () => {
      const { getScienceQaPage } = await import("./get-scienceqa-page");
      return getScienceQaPage();
    },
  });
