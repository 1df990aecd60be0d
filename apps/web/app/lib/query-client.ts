import { QueryCache, QueryClient } from "@tanstack/react-query";

export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => console.error("Error fetching data", error),
    }),
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
