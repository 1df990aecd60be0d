import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";
import type { LeaderboardColumn } from "@/components/leaderboard/columns";
import type { BoardInfo } from "@/components/leaderboard/export";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { formatScore } from "@/lib/format";

import { orderByAverage } from "../lib/order-by-average";

/** A row as the chart reads it: the agent and its category scores, in the categories' order. */
type ChartRow = { agent: string; scores: readonly (number | null)[] };

// Below the table: loaded after hydration, not part of the page's initial JavaScript.
const CategoryChart = lazy(() =>
  import("./category-chart").then((module) => ({
    default: module.CategoryChart<ChartRow>,
  })),
);

type BoardRow = {
  rank: number;
  agent: string;
  company: string;
  average: number | null;
};

export type ScoreColumn<Row> = {
  /** snake_case key, as in the data file. */
  id: string;
  header: string;
  value: (row: Row) => number | null;
};

function scoreColumn<Row>(
  column: ScoreColumn<Row>,
  primary = false,
): LeaderboardColumn<Row> {
  return {
    id: column.id,
    header: column.header,
    value: column.value,
    cell: (row) => formatScore(column.value(row)),
    sort: "numeric",
    unit: "score (0-100)",
    primary,
    numeric: true,
  };
}

/** A profession leaderboard: rank, agent, company, average, then one column per task category. */
export function ProfessionLeaderboard<Row extends BoardRow>({
  label,
  caption,
  rows,
  categories,
  info,
}: {
  label: string;
  caption: string;
  rows: readonly Row[];
  categories: readonly ScoreColumn<Row>[];
  info: BoardInfo;
}) {
  return (
    <>
      <LeaderboardTable
        label={label}
        caption={caption}
        rows={orderByAverage(rows)}
        rowKey={(row) => row.agent}
        rank={(row) => row.rank}
        name={{
          id: "agent",
          header: "Agent",
          value: (row) => row.agent,
          sort: "text",
        }}
        columns={[
          {
            id: "company",
            header: "Company",
            value: (row) => row.company,
            sort: "text",
          },
          {
            ...scoreColumn<Row>(
              { id: "average", header: "Average", value: (row) => row.average },
              true,
            ),
            description:
              "Average score over the task categories, as published.",
          },
          ...categories.map((category) => scoreColumn(category)),
        ]}
        search={{
          label: "Filter by agent or company",
          fields: (row) => [row.agent, row.company],
        }}
        facets={[
          {
            key: "company",
            label: "Company",
            allLabel: "All companies",
            value: (row) => row.company,
          },
        ]}
        info={info}
      />
      <AfterHydration>
        <CategoryChart
          title={`${label}: scores per task category`}
          rows={orderByAverage(rows).map((row) => ({
            agent: row.agent,
            scores: categories.map((category) => category.value(row)),
          }))}
          categories={categories.map((category, index) => ({
            id: category.id,
            header: category.header,
            value: (row: ChartRow) => row.scores[index] ?? null,
          }))}
        />
      </AfterHydration>
    </>
  );
}
