import { lazy, type ReactNode } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import { SubmitContact, UseThisData } from "@/components/benchmark/resources";
import { MoreCharts } from "@/components/charts/more-charts";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { benchmarkNames } from "@/config/site";
import { deepSearchComparisonPair } from "@/data/deepsearch";
import type { DeepSearchEdition } from "@/data/editions";

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
  const pair = deepSearchComparisonPair();
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">AGI Tracking · Tool Usage</Badge>}
        title={
          edition
            ? `${benchmarkNames.deepSearch} ${edition}`
            : benchmarkNames.deepSearch
        }
      >
        <p>
          How well do AI search agents find answers that take a human expert
          real digging? DeepSearch measures tool use with 100 deep-search tasks
          per edition, written by subject-matter experts.
        </p>
      </PageHeader>
      <Section title="Leaderboard" id="leaderboard">
        <DeepSearchLeaderboard
          edition={edition}
          previousEdition={previousEdition}
        />
        {/* Under either edition's tab, right below its charts: a named region, its disclosure as the heading. */}
        {pair ? (
          <section aria-label="Compare editions">
            <MoreCharts
              className="mt-3"
              summary={`Show the ${pair.from.edition} to ${pair.to.edition} edition comparison`}
            >
              <div className="mt-4">
                <AfterHydration>
                  <EditionComparison from={pair.from} to={pair.to} />
                </AfterHydration>
              </div>
            </MoreCharts>
          </section>
        ) : null}
      </Section>
      {/* Side by side from 1024 px: the page reads in about half the height of a single column. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-2 lg:gap-10">
        <Notes items={deepSearchNotes} className="" />
        <EvaluationCard facts={deepSearchEvaluationFacts} className="" />
      </div>
      <UseThisData datasetName="DeepSearch" />
      <SubmitContact title="Submit your agent">
        Building a search agent? Send us a public access link and we will
        evaluate it in the next refresh and contact you with the results.
      </SubmitContact>
    </>
  );
}
