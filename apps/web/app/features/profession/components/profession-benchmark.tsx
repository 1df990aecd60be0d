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
import { contentText } from "@/i18n/content-text";
import { useLocale, useT } from "@/i18n/i18n";
import { Msg } from "@/i18n/msg";
import { entryName } from "@/lib/data-api/entry-names";

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

/** The edition's summary (CMS content, Chinese on a Chinese page where the CMS has it), with the paper its figures come from. */
function EditionSummary({
  summary: english,
  summaryZh,
}: {
  summary: string | null | undefined;
  summaryZh: string | undefined;
}) {
  const locale = useLocale();
  const summary = contentText(locale, english, summaryZh);
  if (!summary) return null;
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      {summary}
      {/* Chinese sentences follow each other without a space. */}
      {locale === "en" ? " " : ""}
      <Msg
        id="profession.readPaper"
        components={{
          0: <ExternalLink href={site.links.paperPdf}>{null}</ExternalLink>,
        }}
      />
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
  submitText: string;
};

/** The page every live profession shares: header, board, evaluation card, citation, submit box. */
function ProfessionBenchmarkPage({
  area,
  title,
  intro,
  leaderboard,
  facts,
  tasks,
  submitText,
}: ProfessionPageProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant="profession">
            {t("profession.eyebrow", { area })}
          </Badge>
        }
        title={title}
      >
        <p>{intro}</p>
      </PageHeader>
      <Section title={t("benchmark.leaderboard")} id="leaderboard">
        {leaderboard}
      </Section>
      <EvaluationCard facts={facts}>
        <h3 className="mt-8 mb-3 text-lg font-semibold">
          {t("profession.taskSelection")}
        </h3>
        {tasks}
      </EvaluationCard>
      <UseThisData openSource={false} />
      <SubmitContact title={t("benchmark.submitTitle")}>
        {submitText}
      </SubmitContact>
    </>
  );
}

/** `edition` given: the edition's permanent page, titled with it. */
export function RecruitingBenchmark({ edition }: { edition?: string }) {
  const shown = edition ?? professionEditionsOf.hr[0] ?? "";
  const recruitingBoard = recruitingBoardOf(shown);
  const t = useT();
  const locale = useLocale();
  return (
    <ProfessionBenchmarkPage
      area={t("profession.areaRecruiting")}
      title={
        edition
          ? `${benchmarkNames.recruiting} ${edition}`
          : benchmarkNames.recruiting
      }
      intro={t("profession.recruitingIntro")}
      leaderboard={
        <>
          <ProfessionLeaderboard
            label={t("profession.recruitingLabel")}
            caption={t("profession.recruitingCaption")}
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
          <EditionSummary
            summary={recruitingBoard.summary}
            summaryZh={recruitingBoard.summaryZh}
          />
          <p className="mt-2 text-sm text-muted-foreground">
            {t("benchmark.noInterval")}
          </p>
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
          term: t("profession.factTasks"),
          detail: t("profession.recruitingTasks"),
        },
        {
          term: t("profession.factTaskMix"),
          detail: t("profession.recruitingTaskMix"),
        },
        {
          term: t("profession.factScoring"),
          detail: t("profession.recruitingScoring"),
        },
        {
          term: t("profession.factHumanEffort"),
          detail: t("profession.recruitingHumanEffort"),
        },
      ]}
      tasks={
        <TaskTable
          label={t("profession.recruitingTaskLabel")}
          withSpecificContent
          rows={recruitingTasks.rows.map((row) => ({
            category: contentText(
              locale,
              row.evaluation_category,
              row.evaluation_category_zh,
            ),
            taskType: contentText(locale, row.task_type, row.task_type_zh),
            specificContent: row.specific_content,
            realizable: row.realizable,
            testable: row.testable,
            included: row.included,
          }))}
        />
      }
      submitText={t("profession.submitRecruiting")}
    />
  );
}

export function MarketingBenchmark({ edition }: { edition?: string }) {
  const shown = edition ?? professionEditionsOf.marketing[0] ?? "";
  const marketingBoard = marketingBoardOf(shown);
  const t = useT();
  const locale = useLocale();
  return (
    <ProfessionBenchmarkPage
      area={t("profession.areaMarketing")}
      title={
        edition
          ? `${benchmarkNames.marketing} ${edition}`
          : benchmarkNames.marketing
      }
      intro={t("profession.marketingIntro")}
      leaderboard={
        <>
          <ProfessionLeaderboard
            label={t("profession.marketingLabel")}
            caption={t("profession.marketingCaption")}
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
          <EditionSummary
            summary={marketingBoard.summary}
            summaryZh={marketingBoard.summaryZh}
          />
          <p className="mt-2 text-sm text-muted-foreground">
            {t("benchmark.noInterval")}
          </p>
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
          term: t("profession.factTasks"),
          detail: t("profession.marketingTasks"),
        },
        {
          term: t("profession.factCandidates"),
          detail: t("profession.marketingCandidates"),
        },
        {
          term: t("profession.factScoring"),
          detail: t("profession.marketingScoring"),
        },
        {
          term: t("profession.factHumanEffort"),
          detail: t("profession.marketingHumanEffort"),
        },
      ]}
      tasks={
        <TaskTable
          label={t("profession.marketingTaskLabel")}
          rows={marketingTasks.rows.map((row) => ({
            category: contentText(locale, row.category, row.category_zh),
            taskType: contentText(locale, row.task_type, row.task_type_zh),
            realizable: row.realizable,
            testable: row.testable,
            included: row.included,
          }))}
        />
      }
      submitText={t("profession.submitMarketing")}
    />
  );
}
