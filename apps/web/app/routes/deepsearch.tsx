import { Citation } from "@/components/benchmark/citation";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import {
  Downloads,
  OpenSource,
  SubmitContact,
} from "@/components/benchmark/resources";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { benchmarkNames } from "@/config/site";
import { deepSearch2025_05, deepSearch2025_10 } from "@/data/deepsearch";
import { BandChart } from "@/features/deepsearch/components/band-chart";
import {
  DeepSearchCurrentTable,
  DeepSearchPreviousTable,
} from "@/features/deepsearch/components/deepsearch-tables";
import {
  deepSearchEvaluationFacts,
  deepSearchNotes,
} from "@/features/deepsearch/content";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: `${benchmarkNames.deepSearch} leaderboard`,
    description:
      "DeepSearch leaderboard: AI search agents on 100 expert-written deep-search tasks, with accuracy bands, cost and time per task, editions 2025.10 and 2025.05.",
  });

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
        <Tabs defaultValue="2025.10">
          <TabsList aria-label="Leaderboard edition">
            <TabsTrigger value="2025.10">2025.10</TabsTrigger>
            <TabsTrigger value="2025.05">2025.05</TabsTrigger>
          </TabsList>
          <TabsContent value="2025.10">
            <DeepSearchCurrentTable rows={deepSearch2025_10.rows} />
          </TabsContent>
          <TabsContent value="2025.05">
            <p className="mb-4 text-muted-foreground">
              The 2025.05 edition tested 22 products from 11 companies. The
              official repository publishes the top 5, shown here; the remaining
              rows are not published.
            </p>
            <DeepSearchPreviousTable rows={deepSearch2025_05.rows} />
            <BandChart
              title="Score distribution of the published 2025.05 results (lower bound of each accuracy band)"
              rows={deepSearch2025_05.rows.map((row) => ({
                label: `${row.agent_model} (${row.mode})`,
                band: row.accuracy_band,
              }))}
            />
          </TabsContent>
        </Tabs>
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
