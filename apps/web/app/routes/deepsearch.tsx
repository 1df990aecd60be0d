import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { Citation } from "@/components/benchmark/citation";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import {
  Downloads,
  OpenSource,
  SubmitContact,
} from "@/components/benchmark/resources";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { deepSearch2025_05, deepSearch2025_10 } from "@/data/deepsearch";
import { DeepSearchLeaderboard } from "@/features/deepsearch/components/deepsearch-leaderboard";
import {
  deepSearchEvaluationFacts,
  deepSearchNotes,
} from "@/features/deepsearch/content";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

const page = {
  title: `${benchmarkNames.deepSearch} leaderboard`,
  description:
    "DeepSearch leaderboard: AI search agents on 100 expert-written deep-search tasks, with accuracy bands, cost and time per task, editions 2025.10 and 2025.05.",
};

// Below the leaderboard: loaded after hydration, not part of the page's initial JavaScript.
const EditionComparison = lazy(() =>
  import("@/features/deepsearch/components/edition-comparison").then(
    (module) => ({ default: module.EditionComparison }),
  ),
);

export const meta = () => [
  ...pageMeta(page),
  datasetJsonLd({
    name: page.title,
    description: page.description,
    path: paths.deepSearch,
    sources: [...deepSearch2025_10.source, ...deepSearch2025_05.source],
    variables: ["Accuracy", "Cost/Task", "Time Cost/Task"],
  }),
];

export default function DeepSearchRoute() {
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">AGI Tracking · Tool Usage</Badge>}
        title={benchmarkNames.deepSearch}
      >
        <p>
          How well do AI search agents find answers that take a human expert
          real digging? DeepSearch measures tool use with 100 deep-search tasks
          per edition, written by subject-matter experts.
        </p>
      </PageHeader>
      <Section title="Leaderboard" id="leaderboard">
        <DeepSearchLeaderboard />
      </Section>
      <Section title="Compare editions" id="compare-editions">
        <AfterHydration>
          <EditionComparison />
        </AfterHydration>
      </Section>
      <Notes items={deepSearchNotes} />
      <EvaluationCard facts={deepSearchEvaluationFacts} />
      <Downloads datasetName="DeepSearch" />
      <OpenSource />
      <Citation />
      <SubmitContact title="Submit your agent">
        Building a search agent? Send us a public access link and we will
        evaluate it in the next refresh and contact you with the results.
      </SubmitContact>
    </>
  );
}
