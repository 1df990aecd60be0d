import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import type { LeaderboardColumn } from "@/components/leaderboard/columns";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import {
  deepSearch2025_05,
  type DeepSearchPreviousRow,
} from "@/data/deepsearch";
import { entryName } from "@/lib/data-api/entry-names";

import { BandChart } from "./band-chart";
import {
  accuracy,
  boardInfo,
  companyFacet,
  evaluationDate,
  linkExport,
  SourceLink,
} from "./deepsearch-tables";

// The 2025.05 tab: not shown until a reader picks it, so it loads after hydration rather than
// with the page.

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

export function DeepSearchPreviousTable() {
  return (
    <LeaderboardTable
      label="DeepSearch 2025.05 leaderboard"
      caption={
        <>
          DeepSearch 2025.05: the published top 5, accuracy in 5-point bands.
          Rows marked &lsquo;=&rsquo; share a rank.
        </>
      }
      rows={deepSearch2025_05.rows}
      rowKey={(row) => `${row.agent_model}-${row.mode}`}
      rank={(row) => row.rank}
      name={{
        id: "agent",
        header: "Agent",
        value: (row) => row.agent_model,
        sort: "text",
      }}
      columns={previousColumns}
      search={{
        label: "Filter by agent or company",
        fields: (row) => [row.agent_model, row.company],
      }}
      facets={[
        companyFacet(),
        {
          key: "mode",
          label: "Mode",
          allLabel: "All modes",
          value: (row) => row.mode,
        },
      ]}
      info={boardInfo("2025.05", deepSearch2025_05)}
    />
  );
}

/** The 2025.05 tab's content: the published top 5, its badge picker and score distribution. */
export function DeepSearchPreviousEdition() {
  return (
    <>
      <p className="mb-4 text-muted-foreground">
        The 2025.05 edition tested 22 products from 11 companies. The official
        repository publishes the top 5, shown here; the remaining rows are not
        published.
      </p>
      <DeepSearchPreviousTable />
      <LazyBadgeEmbed
        board="deepsearch"
        edition="2025.05"
        rows={deepSearch2025_05.rows}
        name={entryName.agentAndMode}
        pagePath={paths.deepSearchEdition("2025.05")}
      />
      <BandChart
        title="Score distribution of the published 2025.05 results (lower bound of each accuracy band)"
        rows={deepSearch2025_05.rows.map((row) => ({
          label: `${row.agent_model} (${row.mode})`,
          band: row.accuracy_band,
        }))}
      />
    </>
  );
}

// Read by the data API field check (deepsearch-tables.test.ts).
export { previousColumns };
