import { SCIENCE_QA } from "@evergreen/boards";
import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import { BadgeEmbed } from "@/components/benchmark/badge-embed";
import { InBadgeSlot } from "@/components/benchmark/badge-slot";
import { BoardAgents } from "@/components/benchmark/board-agents";
import { LeaderStrip, type Leader } from "@/components/benchmark/leader-strip";
import { InTurn } from "@/components/layout/in-turn";
import { Section } from "@/components/page-header";
import { agentPaths } from "@/config/agent-paths";
import { listedAgentSlug } from "@/data/agents";
import { useLocale, useT } from "@/i18n/i18n";
import { localizedPath, type Locale } from "@/i18n/locales";
import { entryName } from "@/lib/data-api/badge-entries";
import { inLiveRanking } from "@/lib/data-api/scienceqa-badges";
import { formatScore } from "@/lib/format";
import { leaderPlaces, type LeaderPlace } from "@/lib/leader-places";

import type { ScienceQaPage } from "../api/get-scienceqa-page";
import type { ScienceQaEntry } from "../api/get-scienceqa-ranking";
import { scienceQaBadgeRowsQueryOptions } from "../api/queries";
import { withIntervals, type ScienceQaRow } from "../lib/intervals";
import { orderScienceQaRanking } from "../lib/order-ranking";
import { ScienceQaCharts } from "./scienceqa-charts";
import { ScienceQaLeaderboard } from "./scienceqa-leaderboard";
import { ScoreDistribution } from "./score-distribution";

/** The ranking's top three places by the honest-rank rule, with its 95% intervals (no medal where they overlap). */
function rankingLeaders(
  entries: readonly ScienceQaRow[],
  locale: Locale,
): LeaderPlace<Leader>[] {
  return leaderPlaces<Leader>(
    entries.map((entry) => {
      const slug = entry.modelName
        ? listedAgentSlug(SCIENCE_QA.slug, entry.modelName)
        : undefined;
      return {
        rank: entry.rank,
        value: entry.score,
        interval: entry.interval,
        entry: {
          label: entry.modelName ?? "-",
          href: slug ? localizedPath(agentPaths.agent(slug), locale) : null,
          value: formatScore(entry.score),
        },
      };
    }),
  );
}

/** The ranking in the page's order, with each entry's interval. */
const useEntries = (ranking: readonly ScienceQaEntry[] | undefined) =>
  useMemo(() => withIntervals(orderScienceQaRanking(ranking ?? [])), [ranking]);

/**
 * What is drawn from the live ranking above the page's groups: the leader strip, the table, and in the "Data &
 * cite" group's slot the ranking's agents and the badge picker (the build-time snapshot's badges, offered while
 * still in the ranking, or all of them when the ranking could not be loaded: the badges exist either way). One
 * module with the charts, so the page loads it in one request while its CMS calls are in flight.
 */
export function ScienceQaBoard({
  ranking,
}: {
  /** undefined when the ranking call failed */
  ranking: readonly ScienceQaEntry[] | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const entries = useEntries(ranking);
  // The badge rows are read from now on (the picker, drawn after the table, only listens for them).
  usePrefetchQuery(scienceQaBadgeRowsQueryOptions());
  // The table first (the first screen), then each part below it once the one before is drawn: together
  // they were one long task when the CMS answered.
  return (
    <InTurn>
      {/* The leader strip and the table are one part: the first screen. The tie rule is the first of the page's
          notes (Method): said there, not twice. */}
      <>
        <LeaderStrip
          places={rankingLeaders(entries, locale)}
          tieStatement={null}
        />
        <Section title={t("scienceqa.leaderboardTitle")} id="leaderboard">
          <ScienceQaLeaderboard entries={entries} />
        </Section>
      </>
      <InBadgeSlot>
        <BoardAgents
          board={SCIENCE_QA.slug}
          edition="latest"
          names={entries.flatMap((entry) => entry.modelName ?? [])}
        />
      </InBadgeSlot>
      <ScienceQaBadgePicker ranking={ranking} />
    </InTurn>
  );
}

/** The Charts group: the ranking's interval chart (and prices where published), then the score distribution. */
export function ScienceQaChartsGroup({
  ranking,
  page,
}: {
  ranking: readonly ScienceQaEntry[] | undefined;
  page: ScienceQaPage | undefined;
}) {
  const entries = useEntries(ranking);
  return (
    <InTurn>
      {entries.length > 0 ? <ScienceQaCharts entries={entries} /> : null}
      <ScoreDistribution page={page} />
    </InTurn>
  );
}

/**
 * The badge picker, once its rows are read (never an empty picker while they load). Its own component:
 * the rows arrive after the table is drawn, and a query's answer redraws its component synchronously, so
 * in the board it redrew the whole table again in one long task (163 ms at CPU x4, decision 0015).
 */
function ScienceQaBadgePicker({
  ranking,
}: {
  ranking: readonly ScienceQaEntry[] | undefined;
}) {
  const t = useT();
  const { data: badgeRows } = useQuery(scienceQaBadgeRowsQueryOptions());
  if (!badgeRows) return null;
  return (
    <InBadgeSlot>
      <BadgeEmbed
        board={SCIENCE_QA.slug}
        edition="latest"
        rows={badgeRows}
        name={entryName.model}
        offer={
          ranking
            ? inLiveRanking(ranking.map((entry) => entry.modelName))
            : undefined
        }
        note={t("scienceqa.badgeNote")}
      />
    </InBadgeSlot>
  );
}
