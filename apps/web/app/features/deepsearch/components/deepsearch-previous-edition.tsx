import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import { AgentCell } from "@/components/leaderboard/agent-cell";
import type { LeaderboardColumn } from "@/components/leaderboard/columns";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { deepsearch } from "@/data/agent-slugs.json";
import type {
  DeepSearchBandsEdition,
  DeepSearchPreviousRow,
} from "@/data/deepsearch";
import { contentText } from "@/i18n/content-text";
import { useLocale, useT } from "@/i18n/i18n";
import { entryName } from "@/lib/data-api/entry-names";

import { BandChart } from "./band-chart";
import {
  accuracy,
  boardInfo,
  companyFacet,
  evaluationDate,
  linkExport,
  localizedColumns,
  SourceLink,
} from "./deepsearch-tables";

// An edition published as accuracy bands only (2025.05): on the board's page its tab is not shown
// until a reader picks it, so it loads after hydration rather than with the page.

const previousColumns: readonly LeaderboardColumn<DeepSearchPreviousRow>[] = [
  { id: "mode", header: "Mode", value: (row) => row.mode, sort: "text" },
  {
    id: "company",
    header: "Company",
    value: (row) => row.company,
    sort: "text",
  },
  { ...accuracy, value: (row) => row.accuracy_band },
  { ...evaluationDate, value: (row) => row.evaluation_date },
  {
    id: "link",
    header: "Link",
    value: () => site.links.evalCode,
    cell: (row) => <SourceLink name={row.agent_model} />,
    ...linkExport,
  },
];

export function DeepSearchPreviousTable({
  entry: { edition, board },
}: {
  entry: DeepSearchBandsEdition;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <LeaderboardTable
      label={t("deepsearch.tableLabel", { edition })}
      caption={t("deepsearch.previousCaption", {
        edition,
        count: board.rows.length,
      })}
      rows={board.rows}
      rowKey={(row) => `${row.agent_model}-${row.mode}`}
      rank={(row) => row.rank}
      name={{
        id: "agent",
        header: t("leaderboard.agent"),
        value: (row) => row.agent_model,
        cell: (row) => (
          <AgentCell
            board="deepsearch"
            names={deepsearch}
            name={entryName.agentAndMode(row)}
            label={row.agent_model}
          />
        ),
        sort: "text",
      }}
      columns={localizedColumns(previousColumns, t, locale)}
      search={{
        label: t("leaderboard.filterAgentOrCompany"),
        fields: (row) => [row.agent_model, row.company],
      }}
      facets={[
        companyFacet(t),
        {
          key: "mode",
          label: t("leaderboard.mode"),
          allLabel: t("leaderboard.allModes"),
          value: (row) => row.mode,
        },
      ]}
      info={boardInfo(edition, board)}
    />
  );
}

/** A bands-only edition's tab: its published top rows, its badge picker and score distribution. */
export function DeepSearchPreviousEdition({
  entry,
}: {
  entry: DeepSearchBandsEdition;
}) {
  const { edition, board } = entry;
  const t = useT();
  const locale = useLocale();
  // Chinese sentences follow each other without a space.
  const summary = contentText(locale, board.summary, board.summaryZh);
  const separator = locale === "en" ? " " : "";
  return (
    <>
      <p className="mb-4 text-muted-foreground">
        {summary ? `${summary}${separator}` : ""}
        {t("deepsearch.topPublished", { count: board.rows.length })}
      </p>
      <DeepSearchPreviousTable entry={entry} />
      <LazyBadgeEmbed
        board="deepsearch"
        edition={edition}
        rows={board.rows}
        name={entryName.agentAndMode}
        pagePath={paths.deepSearchEdition(edition)}
      />
      <BandChart
        title={t("deepsearch.bandChartTitle", { edition })}
        rows={board.rows.map((row) => ({
          label: `${row.agent_model} (${row.mode})`,
          band: row.accuracy_band,
        }))}
      />
    </>
  );
}

// Read by the data API field check (deepsearch-tables.test.ts).
export { previousColumns };
