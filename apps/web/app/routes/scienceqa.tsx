import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue } from "react";

import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import { SubmitContact, UseThisData } from "@/components/benchmark/resources";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PageHeader, Section } from "@/components/page-header";
import { QueryProvider } from "@/components/query-provider";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames, site } from "@/config/site";
import {
  loadPageFetcher,
  loadRankingFetcher,
  scienceQaPageQueryOptions,
  scienceQaRankingQueryOptions,
} from "@/features/scienceqa/api/queries";
import { ScoreDistribution } from "@/features/scienceqa/components/score-distribution";
import {
  scienceQaEvaluationFacts,
  scienceQaNotes,
} from "@/features/scienceqa/content";
import { orderScienceQaRanking } from "@/features/scienceqa/lib/order-ranking";
import { messagesLoader } from "@/i18n/loader";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

// The shared benchmark kit's messages (evaluation card, resources, tables, charts); the page's own texts
// are for whoever translates ScienceQA to add.
export const loader = messagesLoader(["benchmark", "leaderboard", "charts"]);

const page = {
  title: `${benchmarkNames.scienceQa} leaderboard`,
  description:
    "ScienceQA leaderboard: frontier models answer 100 expert-written science questions; average score over 5 runs, best-of-5 score and time per question.",
};

export const meta = () => [
  ...pageMeta(page),
  datasetJsonLd({
    name: page.title,
    description: page.description,
    path: paths.scienceQa,
    sources: [site.links.evalCode, site.links.datasets],
    variables: ["Score", "BoN (N=5)", "Time cost (s)"],
  }),
];

// The board (table, badge picker, charts) shows once both calls settle (loading screen until then); its
// code loads meanwhile instead of being part of the page's initial JavaScript.
const loadBoard = () =>
  import("@/features/scienceqa/components/scienceqa-board");
const ScienceQaBoard = lazy(() =>
  loadBoard().then((module) => ({ default: module.ScienceQaBoard })),
);
// Fetched as soon as this module runs in the browser (before hydration), not from an effect after
// it: the hydration commit's effects then only subscribe to the calls.
if (typeof document !== "undefined") {
  void loadBoard();
  void loadRankingFetcher();
  void loadPageFetcher();
}

export default function ScienceQaRoute() {
  return (
    <QueryProvider>
      <ScienceQa />
    </QueryProvider>
  );
}

function ScienceQa() {
  const ranking = useQuery(scienceQaRankingQueryOptions());
  const page = useQuery(scienceQaPageQueryOptions());
  // Rendered from a deferred value so React draws the table in slices, not one long task.
  const settled = useDeferredValue(!ranking.isPending && !page.isPending);

  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">AGI Tracking · Knowledge</Badge>}
        title={benchmarkNames.scienceQa}
      >
        <p>
          Can frontier models answer graduate-level science questions that no
          search engine indexes? ScienceQA tracks scientific knowledge with 100
          questions written by PhD students and senior industry experts.
        </p>
      </PageHeader>
      {!settled ? (
        <LoadingScreen />
      ) : (
        <>
          <Section title="Leaderboard" id="leaderboard">
            <Suspense fallback={<LoadingScreen />}>
              <ScienceQaBoard ranking={ranking.data} />
            </Suspense>
          </Section>
          <Notes items={scienceQaNotes} />
          <ScoreDistribution
            page={page.data}
            entries={orderScienceQaRanking(ranking.data ?? [])}
          />
        </>
      )}
      <EvaluationCard facts={scienceQaEvaluationFacts} />
      <UseThisData datasetName="ScienceQA" />
      <SubmitContact title="Submit your model">
        Want your model on the ScienceQA leaderboard? Send us its API access and
        we will evaluate it in the next monthly refresh and contact you with the
        results.
      </SubmitContact>
    </>
  );
}
