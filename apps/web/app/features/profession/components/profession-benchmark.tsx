import type * as React from "react";

import { EditionHistory } from "@/components/benchmark/edition-history";
import {
  EvaluationCard,
  type EvaluationFact,
} from "@/components/benchmark/evaluation-card";
import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import { SubmitContact, UseThisData } from "@/components/benchmark/resources";
import { ExternalLink } from "@/components/external-link";
import type { BoardInfo } from "@/components/leaderboard/export";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { benchmarkNames, site } from "@/config/site";
import { marketing, recruiting } from "@/data/agent-slugs.json";
import {
  marketingDefinition,
  recruitingDefinition,
} from "@/data/board-definitions";
import { professionEditionsOf } from "@/data/editions";
import {
  marketingBoardOf,
  marketingTasks,
  professionRankings,
  recruitingBoardOf,
  recruitingTasks,
} from "@/data/profession";
import { entryName } from "@/lib/data-api/entry-names";
import { NO_INTERVAL } from "@/lib/uncertainty-notes";

import { ProfessionLeaderboard } from "./profession-leaderboard";
import { TaskTable } from "./task-table";

function boardInfo(
  board: string,
  slug: string,
  edition: string,
  data: { source: readonly string[]; retrieved: string },
): BoardInfo {
  return {
    board,
    edition,
    slug: `${slug}-${edition}`,
    sources: data.source,
    retrieved: data.retrieved,
  };
}

/** The edition's summary (CMS content), with the paper its figures come from. */
function EditionSummary({ summary }: { summary: string | null | undefined }) {
  if (!summary) return null;
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      {summary} Read the{" "}
      <ExternalLink href={site.links.paperPdf}>paper (PDF)</ExternalLink>.
    </p>
  );
}

type ProfessionPageProps = {
  area: string;
  title: string;
  intro: React.ReactNode;
  leaderboard: React.ReactNode;
  facts: readonly EvaluationFact[];
  tasks: React.ReactNode;
  agentKind: string;
};

/** The page every live profession shares: header, board, evaluation card, citation, submit box. */
function ProfessionBenchmarkPage({
  area,
  title,
  intro,
  leaderboard,
  facts,
  tasks,
  agentKind,
}: ProfessionPageProps) {
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant="profession">Profession Aligned · {area}</Badge>
        }
        title={title}
      >
        <p>{intro}</p>
      </PageHeader>
      <Section title="Leaderboard" id="leaderboard">
        {leaderboard}
      </Section>
      <EvaluationCard facts={facts}>
        <h3 className="mt-8 mb-3 text-lg font-semibold">Task selection</h3>
        {tasks}
      </EvaluationCard>
      <UseThisData openSource={false} />
      <SubmitContact title="Submit your agent">
        Building a {agentKind} agent? Send us a public access link to your agent
        and we will evaluate it and contact you with the results.
      </SubmitContact>
    </>
  );
}

/** `edition` given: the edition's permanent page, titled with it. */
export function RecruitingBenchmark({ edition }: { edition?: string }) {
  const shown = edition ?? professionEditionsOf.hr[0] ?? "";
  const recruitingBoard = recruitingBoardOf(shown);
  return (
    <ProfessionBenchmarkPage
      area="Recruiting (HR)"
      title={
        edition
          ? `${benchmarkNames.recruiting} ${edition}`
          : benchmarkNames.recruiting
      }
      intro="Can an agent do a headhunter’s research? 50 real recruiting tasks, all solvable from public information, across company mapping (44%), people-to-info (26%) and info-to-people (30%)."
      leaderboard={
        <>
          <ProfessionLeaderboard
            label="Recruiting leaderboard"
            caption="Recruiting leaderboard, sorted by average score. The top three carry medals."
            rows={recruitingBoard.rows}
            definition={recruitingDefinition}
            board="recruiting"
            agentNames={recruiting}
            info={boardInfo(
              benchmarkNames.recruiting,
              "recruiting",
              shown,
              recruitingBoard,
            )}
          />
          <EditionSummary summary={recruitingBoard.summary} />
          <p className="mt-2 text-sm text-muted-foreground">{NO_INTERVAL}</p>
          <EditionHistory {...professionRankings("recruiting", shown)} />
          <LazyBadgeEmbed
            board="recruiting"
            edition={shown}
            rows={recruitingBoard.rows}
            name={entryName.agent}
          />
        </>
      }
      facts={[
        {
          term: "Tasks",
          detail: "50 real headhunting tasks, answers open-ended",
        },
        {
          term: "Task mix",
          detail: "Company mapping 44%, info-to-people 30%, people-to-info 26%",
        },
        {
          term: "Scoring",
          detail:
            "An LLM judge reasons, then scores 1–5 against the reference answer (mapped to 0–100), rewarding coverage and penalising hallucination",
        },
        {
          term: "Human effort",
          detail: "38% of the tasks take a recruiter over 40 minutes",
        },
      ]}
      tasks={
        <TaskTable
          label="Recruiting task selection"
          withSpecificContent
          rows={recruitingTasks.rows.map((row) => ({
            category: row.evaluation_category,
            taskType: row.task_type,
            specificContent: row.specific_content,
            realizable: row.realizable,
            testable: row.testable,
            included: row.included,
          }))}
        />
      }
      agentKind="recruiting"
    />
  );
}

export function MarketingBenchmark({ edition }: { edition?: string }) {
  const shown = edition ?? professionEditionsOf.marketing[0] ?? "";
  const marketingBoard = marketingBoardOf(shown);
  return (
    <ProfessionBenchmarkPage
      area="Marketing"
      title={
        edition
          ? `${benchmarkNames.marketing} ${edition}`
          : benchmarkNames.marketing
      }
      intro="Can an agent find the right influencers for a campaign? The marketing benchmark focuses on influencer (KOL) search: 50 real advertiser requirements and a pool of 836 candidate influencers on YouTube, Instagram and TikTok."
      leaderboard={
        <>
          <ProfessionLeaderboard
            label="Marketing leaderboard"
            caption="Marketing leaderboard, sorted by average score. The top three carry medals."
            rows={marketingBoard.rows}
            definition={marketingDefinition}
            board="marketing"
            agentNames={marketing}
            info={boardInfo(
              benchmarkNames.marketing,
              "marketing",
              shown,
              marketingBoard,
            )}
          />
          <EditionSummary summary={marketingBoard.summary} />
          <p className="mt-2 text-sm text-muted-foreground">{NO_INTERVAL}</p>
          <EditionHistory {...professionRankings("marketing", shown)} />
          <LazyBadgeEmbed
            board="marketing"
            edition={shown}
            rows={marketingBoard.rows}
            name={entryName.agent}
          />
        </>
      }
      facts={[
        {
          term: "Tasks",
          detail:
            "50 anonymised campaign briefs (client industries: app 68%, game 16%, e-commerce 16%)",
        },
        {
          term: "Candidates",
          detail:
            "836 influencers; each brief has 2–30 that the client actually selected",
        },
        {
          term: "Scoring",
          detail:
            "Recommended influencers are scored against an ideal persona built from the client's picks, read as an estimated client re-selection rate",
        },
        {
          term: "Human effort",
          detail: "22% of the briefs take a marketer over 2 hours",
        },
      ]}
      tasks={
        <TaskTable
          label="Marketing task selection"
          rows={marketingTasks.rows.map((row) => ({
            category: row.category,
            taskType: row.task_type,
            realizable: row.realizable,
            testable: row.testable,
            included: row.included,
          }))}
        />
      }
      agentKind="marketing"
    />
  );
}
