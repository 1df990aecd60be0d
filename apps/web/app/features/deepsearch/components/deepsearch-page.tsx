import { lazy, type ReactNode } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import { SubmitContact, UseThisData } from "@/components/benchmark/resources";
import { MoreCharts } from "@/components/charts/more-charts";
import {
  PageHeader,
  sectionClass,
  SectionHeading,
} from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { benchmarkNames } from "@/config/site";
import { deepSearchComparisonPair } from "@/data/deepsearch";
import type { DeepSearchEdition } from "@/data/editions";
import { useT } from "@/i18n/i18n";

import { deepSearchEvaluationFacts, deepSearchNotes } from "../content";
import { DeepSearchLeaderboard } from "./deepsearch-leaderboard";

// Below the leaderboard: loaded after hydration, not part of the page's initial JavaScript.
const EditionComparison = lazy(() =>
  import("./edition-comparison").then((module) => ({
    default: module.EditionComparison,
  })),
);

/**
 * The DeepSearch page: the board's own (newest edition by default, the edition in the URL's query
 * when a reader picks another tab) or an edition's permanent page (`edition` given).
 */
export function DeepSearchPage({
  edition,
  previousEdition,
}: {
  edition?: DeepSearchEdition;
  previousEdition?: ReactNode;
}) {
  const t = useT();
  const pair = deepSearchComparisonPair();
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">{t("deepsearch.eyebrow")}</Badge>}
        title={
          edition
            ? `${benchmarkNames.deepSearch} ${edition}`
            : benchmarkNames.deepSearch
        }
      >
        <p>{t("deepsearch.intro")}</p>
      </PageHeader>
      {/* The heading and the edition tabs share a row. */}
      <section aria-labelledby="leaderboard" className={sectionClass}>
        <DeepSearchLeaderboard
          edition={edition}
          previousEdition={previousEdition}
          heading={
            <SectionHeading id="leaderboard" spaced={false}>
              {t("benchmark.leaderboard")}
            </SectionHeading>
          }
        />
        {/* Under either edition's tab, right below its charts: a named region, its disclosure as the heading. */}
        {pair ? (
          <section aria-label={t("deepsearch.compareEditions")}>
            <MoreCharts
              className="mt-3"
              summary={t("deepsearch.showComparison", {
                from: pair.from.edition,
                to: pair.to.edition,
              })}
            >
              <div className="mt-4">
                <AfterHydration>
                  <EditionComparison from={pair.from} to={pair.to} />
                </AfterHydration>
              </div>
            </MoreCharts>
          </section>
        ) : null}
      </section>
      {/* Side by side from 1024 px: the page reads in about half the height of a single column. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-2 lg:gap-10">
        <Notes items={deepSearchNotes(t)} className="" />
        <EvaluationCard facts={deepSearchEvaluationFacts(t)} className="" />
      </div>
      <UseThisData datasetName="DeepSearch" />
      <SubmitContact title={t("benchmark.submitTitle")}>
        {t("deepsearch.submitText")}
      </SubmitContact>
    </>
  );
}
