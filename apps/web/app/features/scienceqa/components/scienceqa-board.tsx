import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import { BadgeEmbed } from "@/components/benchmark/badge-embed";
import { InBadgeSlot } from "@/components/benchmark/badge-slot";
import { BoardAgents } from "@/components/benchmark/board-agents";
import { InTurn } from "@/components/layout/in-turn";
import { useT } from "@/i18n/i18n";
import { entryName } from "@/lib/data-api/badge-entries";
import { inLiveRanking } from "@/lib/data-api/scienceqa-badges";

import type { ScienceQaEntry } from "../api/get-scienceqa-ranking";
import { scienceQaBadgeRowsQueryOptions } from "../api/queries";
import { withIntervals } from "../lib/intervals";
import { orderScienceQaRanking } from "../lib/order-ranking";
import { ScienceQaCharts } from "./scienceqa-charts";
import { ScienceQaLeaderboard } from "./scienceqa-leaderboard";

/**
 * Everything drawn from the live ranking: the table, the badge picker (the build-time snapshot's badges,
 * offered while still in the ranking, or all of them when the ranking could not be loaded: the badges
 * exist either way) and the charts. One module, so the page loads it in one request while its CMS calls
 * are in flight.
 */
export function ScienceQaBoard({
  ranking,
}: {
  /** undefined when the ranking call failed */
  ranking: readonly ScienceQaEntry[] | undefined;
}) {
  const entries = useMemo(
    () => withIntervals(orderScienceQaRanking(ranking ?? [])),
    [ranking],
  );
  // The badge rows are read from now on (the picker, drawn after the table, only listens for them).
  usePrefetchQuery(scienceQaBadgeRowsQueryOptions());
  // The table first (the first screen), then each part below it once the one before is drawn: together
  // they were one long task when the CMS answered.
  return (
    <InTurn>
      <ScienceQaLeaderboard entries={entries} />
      <BoardAgents
        board="scienceqa"
        edition="latest"
        names={entries.flatMap((entry) => entry.modelName ?? [])}
      />
      <ScienceQaBadgePicker ranking={ranking} />
      {entries.length > 0 ? <ScienceQaCharts entries={entries} /> : null}
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
        board="scienceqa"
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
