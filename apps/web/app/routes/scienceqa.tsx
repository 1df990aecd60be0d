import { SCIENCE_QA } from "@evergreen/boards";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue } from "react";

import { BoardGroups, type Group } from "@/components/benchmark/board-groups";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import {
  SubmitContact,
  UseThisDataParts,
} from "@/components/benchmark/resources";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PageHeader } from "@/components/page-header";
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
import {
  scienceQaEvaluationFacts,
  scienceQaNotes,
} from "@/features/scienceqa/content";
import { translatorForMeta, useLocale, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { datasetPageMeta } from "@/lib/seo";

import type { Route } from "./+types/scienceqa";

// The page's own messages and the shared board kit's (table, charts, evaluation card and resources),
// prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader([
  SCIENCE_QA.slug,
  "leaderboard",
  "charts",
  "benchmark",
]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  const page = {
    title: t("scienceqa.pageTitle", { name: benchmarkNames.scienceQa }),
    description: t("scienceqa.description"),
  };
  return datasetPageMeta(page, {
    path: paths.scienceQa,
    sources: [site.links.evalCode, site.links.datasets],
    variables: [
      t("scienceqa.variableScore"),
      t("scienceqa.variableBon"),
      t("scienceqa.variableTime"),
    ],
  });
};

// The board (table, badge picker, charts) shows once both calls settle (loading screen until then); its
// code loads meanwhile instead of being part of the page's initial JavaScript.
const loadBoard = () =>
  import("@/features/scienceqa/components/scienceqa-board");
const ScienceQaBoard = lazy(() =>
  loadBoard().then((module) => ({ default: module.ScienceQaBoard })),
);
const ScienceQaChartsGroup = lazy(() =>
  loadBoard().then((module) => ({ default: module.ScienceQaChartsGroup })),
);
// Fetched as soon as this module runs in the browser (before hydration), not from an effect after
// it: the hydration commit's effects then only subscribe to the calls. Each import in a task of its own
// (as Home's), not in the module-evaluation task.
if (typeof document !== "undefined") {
  for (const load of [loadBoard, loadRankingFetcher, loadPageFetcher]) {
    setTimeout(() => void load(), 0);
  }
}

export default function ScienceQaRoute() {
  return (
    <QueryProvider>
      <ScienceQa />
    </QueryProvider>
  );
}

function ScienceQa() {
  const t = useT();
  // The Chinese page asks the CMS for its Chinese content (Strapi's locale); the English calls are the spec's.
  const locale = useLocale();
  const ranking = useQuery(scienceQaRankingQueryOptions(locale));
  const page = useQuery(scienceQaPageQueryOptions(locale));
  // Rendered from a deferred value so React draws the table in slices, not one long task.
  const settled = useDeferredValue(!ranking.isPending && !page.isPending);

  // In the board pages' order (issue 37): header, leader strip and table, then Charts · Method · Data & cite. The
  // charts are drawn from the two calls: their group is there once both settle.
  const groups: Group[] = [
    ...(settled
      ? [
          {
            id: "charts",
            title: t("benchmark.charts"),
            content: (
              <Suspense fallback={null}>
                <ScienceQaChartsGroup ranking={ranking.data} page={page.data} />
              </Suspense>
            ),
          },
        ]
      : []),
    {
      id: "method",
      title: t("benchmark.method"),
      content: (
        // Side by side from 1024 px: the group reads in about half the height of a single column.
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
          <Notes items={scienceQaNotes(t)} className="" level={3} />
          <EvaluationCard
            facts={scienceQaEvaluationFacts(t)}
            className=""
            level={3}
          />
        </div>
      ),
    },
    {
      id: "data",
      title: t("benchmark.dataCite"),
      content: <UseThisDataParts datasetName="ScienceQA" />,
    },
  ];

  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">{t("scienceqa.eyebrow")}</Badge>}
        title={benchmarkNames.scienceQa}
      >
        <p>{t("scienceqa.intro")}</p>
      </PageHeader>
      {/* The loading state fills the window, so the groups below do not show and then move away. */}
      {!settled ? (
        <LoadingScreen fullPage />
      ) : (
        <Suspense fallback={<LoadingScreen fullPage />}>
          <ScienceQaBoard ranking={ranking.data} />
        </Suspense>
      )}
      <BoardGroups groups={groups} />
      <SubmitContact title={t("scienceqa.submitTitle")}>
        {t("scienceqa.submitText")}
      </SubmitContact>
    </>
  );
}
