import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { AgentCell } from "@/components/leaderboard/agent-cell";
import type { BoardInfo } from "@/components/leaderboard/export";
import { fieldColumn, fieldTexts } from "@/components/leaderboard/field-column";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import type { BoardDefinition } from "@/data/board-registry";
import { useLocale, useT } from "@/i18n/i18n";

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

/** A row's value of a field by its key (the row types do not list fields added in the CMS later). */
const valueAt =
  (key: string) =>
  (row: object): number | null => {
    const value: unknown = Reflect.get(row, key);
    return typeof value === "number" ? value : null;
  };

/**
 * A profession leaderboard: rank, agent, company, then the board's fields as its definition in the board
 * registry lists them (the headline, average, first and bold; then the task categories), also charted.
 */
export function ProfessionLeaderboard<Row extends BoardRow>({
  label,
  caption,
  rows,
  definition,
  info,
  board,
  agentNames,
}: {
  /** The board's id and its entries' agent pages (agent-slugs.json). */
  board: string;
  agentNames: Readonly<Record<string, string>>;
  label: string;
  caption: string;
  rows: readonly Row[];
  definition: Pick<BoardDefinition, "headlineField" | "fields">;
  info: BoardInfo;
}) {
  const t = useT();
  const locale = useLocale();
  // Column names in the page's language come with the definition (the CMS's labelZh, English without one).
  const { fields } = definition;
  const headline = fields.filter(
    (field) => field.key === definition.headlineField,
  );
  const categories = fields.filter(
    (field) => field.key !== definition.headlineField,
  );
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
          header: t("leaderboard.agent"),
          value: (row) => row.agent,
          cell: (row) => (
            <AgentCell board={board} names={agentNames} name={row.agent} />
          ),
          sort: "text",
        }}
        columns={[
          {
            id: "company",
            header: t("leaderboard.company"),
            value: (row) => row.company,
            sort: "text",
          },
          ...headline.map((field) =>
            fieldColumn<Row>(field, valueAt(field.key), {
              primary: true,
              t,
              locale,
            }),
          ),
          ...categories.map((field) =>
            fieldColumn<Row>(field, valueAt(field.key), { t, locale }),
          ),
        ]}
        search={{
          label: t("leaderboard.filterAgentOrCompany"),
          fields: (row) => [row.agent, row.company],
        }}
        facets={[
          {
            key: "company",
            label: t("leaderboard.company"),
            allLabel: t("leaderboard.allCompanies"),
            value: (row) => row.company,
          },
        ]}
        info={info}
      />
      <AfterHydration>
        <CategoryChart
          title={t("profession.categoryChartTitle", { label })}
          rows={orderByAverage(rows).map((row) => ({
            agent: row.agent,
            scores: categories.map((field) => valueAt(field.key)(row)),
          }))}
          categories={categories.map((field, index) => ({
            id: field.key,
            header: fieldTexts(field, locale).label,
            value: (row: ChartRow) => row.scores[index] ?? null,
          }))}
        />
      </AfterHydration>
    </>
  );
}
