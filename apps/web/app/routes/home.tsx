import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";

import { LoadingScreen } from "@/components/layout/loading-screen";
import { QueryProvider } from "@/components/query-provider";
import { scienceQaRankingQueryOptions } from "@/features/scienceqa/api/queries";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "xbench",
    description:
      "An evergreen, contamination-free benchmark for AI agents: live leaderboards on knowledge, deep search, recruiting and marketing, refreshed monthly.",
  });

const loadContent = () => import("./home-content");
const HomeContent = lazy(() =>
  loadContent().then((module) => ({ default: module.HomeContent })),
);

export default function HomeRoute() {
  return (
    <QueryProvider>
      <Home />
    </QueryProvider>
  );
}

function Home() {
  const ranking = useQuery(scienceQaRankingQueryOptions());
  // The content's code loads alongside the ranking call, not after it.
  useEffect(() => {
    void loadContent();
  }, []);

  if (ranking.isPending) return <LoadingScreen />;

  return (
    <Suspense fallback={<LoadingScreen />}>
      <HomeContent ranking={ranking.data ?? []} />
    </Suspense>
  );
}
