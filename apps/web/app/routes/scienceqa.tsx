import { useQuery } from "@tanstack/react-query";

import { BadgeEmbed } from "@/components/benchmark/badge-embed";
import { Citation } from "@/components/benchmark/citation";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import {
  Downloads,
  OpenSource,
  SubmitContact,
} from "@/components/benchmark/resources";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames, site } from "@/config/site";
import { scienceQaPageQueryOptions } from "@/features/scienceqa/api/get-scienceqa-page";
import { scienceQaRankingQueryOptions } from "@/features/scienceqa/api/get-scienceqa-ranking";
import { ScienceQaLeaderboard } from "@/features/scienceqa/components/scienceqa-leaderboard";
import { ScoreDistribution } from "@/features/scienceqa/components/score-distribution";
import {
  scienceQaEvaluationFacts,
  scienceQaNotes,
} from "@/features/scienceqa/content";
import { orderScienceQaRanking } from "@/features/scienceqa/lib/order-ranking";
import { entryName } from "@/lib/data-api/badge-entries";
import {
  inLiveRanking,
  SCIENCEQA_BADGE_NOTE,
  scienceQaSnapshotRows,
} from "@/lib/data-api/scienceqa-badges";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

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

export default function ScienceQaRoute() {
  const ranking = useQuery(scienceQaRankingQueryOptions());
  const page = useQuery(scienceQaPageQueryOptions());

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
      {ranking.isPending || page.isPending ? (
        <LoadingScreen />
      ) : (
        <>
          <Section title="Leaderboard" id="leaderboard">
            <ScienceQaLeaderboard
              entries={orderScienceQaRanking(ranking.data ?? [])}
            />
            <BadgeEmbed
              board="scienceqa"
              edition="latest"
              rows={scienceQaSnapshotRows}
              name={entryName.model}
              offer={inLiveRanking(ranking.data?.map((e) => e.modelName) ?? [])}
              note={SCIENCEQA_BADGE_NOTE}
            />
          </Section>
          <Notes items={scienceQaNotes} />
          <ScoreDistribution page={page.data} />
        </>
      )}
      <EvaluationCard facts={scienceQaEvaluationFacts} />
      <Downloads datasetName="ScienceQA" />
      <OpenSource />
      <Citation />
      <SubmitContact title="Submit your model">
        Want your model on the ScienceQA leaderboard? Send us its API access and
        we will evaluate it in the next monthly refresh and contact you with the
        results.
      </SubmitContact>
    </>
  );
}
