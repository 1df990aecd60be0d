import { ExternalLink } from "@/components/external-link";
import { AgentCell } from "@/components/leaderboard/agent-cell";
import type {
  Facet,
  LeaderboardColumn,
} from "@/components/leaderboard/columns";
import type { BoardInfo } from "@/components/leaderboard/export";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { benchmarkNames, site } from "@/config/site";
import { deepsearch } from "@/data/agent-slugs.json";
import type {
  DeepSearchCurrentRow,
  DeepSearchFullEdition,
} from "@/data/deepsearch";
import { useLocale, useT, type MessageKey, type Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";
import { formatText } from "@/lib/format";
import { localizedDuration } from "@/lib/published-duration";

export function SourceLink({ name }: { name: string }) {
  const t = useT();
  return (
    <ExternalLink href={site.links.evalCode}>
      {t("deepsearch.source")}
      <span className="sr-only"> {t("leaderboard.forEntry", { name })}</span>
    </ExternalLink>
  );
}

// The columns' texts in the page's language; the English ones below are also what the data API check reads.
const columnTexts: Partial<
  Record<
    string,
    { header: MessageKey; unit?: MessageKey; description?: MessageKey }
  >
> = {
  mode: { header: "leaderboard.mode" },
  company: { header: "leaderboard.company" },
  accuracy: {
    header: "deepsearch.colAccuracy",
    unit: "deepsearch.colAccuracyUnit",
    description: "deepsearch.colAccuracyDescription",
  },
  cost_per_task: {
    header: "deepsearch.colCost",
    unit: "deepsearch.colCostUnit",
  },
  time_per_task: {
    header: "deepsearch.colTime",
    unit: "deepsearch.colTimeUnit",
  },
  evaluation_date: { header: "deepsearch.colEvaluationDate" },
  link: { header: "deepsearch.colLink" },
};

/** DeepSearch's columns with their header, unit and description in the page's language. */
export function localizedColumns<Row>(
  columns: readonly LeaderboardColumn<Row>[],
  t: Translate,
  locale: Locale,
): LeaderboardColumn<Row>[] {
  return columns.map((column) => {
    const texts = columnTexts[column.id];
    if (!texts) return column;
    return {
      ...column,
      // A published cost of 'Free' reads in the page's language (sorted and exported as published).
      ...(column.id === "cost_per_task" && !column.cell
        ? {
            cell: (row: Row) => {
              const value = column.value(row);
              return value === "Free"
                ? t("deepsearch.axisFree")
                : formatText(value);
            },
          }
        : {}),
      // A published time range ('5-8 min') with its unit in the page's language (分钟 on Chinese pages).
      ...(column.id === "time_per_task" && !column.cell
        ? {
            cell: (row: Row) =>
              localizedDuration(formatText(column.value(row)), locale),
          }
        : {}),
      header: t(texts.header),
      ...(texts.unit ? { unit: t(texts.unit) } : {}),
      ...(texts.description ? { description: t(texts.description) } : {}),
    };
  });
}

export const accuracy = {
  id: "accuracy",
  header: "Accuracy",
  sort: "band",
  unit: "% (lower bound of a 5-point band)",
  description:
    "Accuracy on 100 tasks, published as a band: '35+' means at least 35%.",
  primary: true,
  numeric: true,
} as const;

export const evaluationDate = {
  id: "evaluation_date",
  header: "Evaluation Date",
  sort: "text",
} as const;

export const linkExport = { exportFields: [] } as const;

const currentColumns: readonly LeaderboardColumn<DeepSearchCurrentRow>[] = [
  {
    id: "company",
    header: "Company",
    value: (row) => row.company,
    sort: "text",
  },
  { ...accuracy, value: (row) => row.accuracy_band },
  {
    id: "cost_per_task",
    header: "Cost/Task",
    value: (row) => row.cost_per_task,
    sort: "price",
    unit: "USD per task (approximate, as published)",
    lowerIsBetter: true,
    numeric: true,
  },
  {
    id: "time_per_task",
    header: "Time Cost/Task",
    value: (row) => row.time_cost_per_task,
    sort: "range",
    unit: "minutes per task (range, as published)",
    lowerIsBetter: true,
    numeric: true,
  },
  { ...evaluationDate, value: (row) => row.evaluation_date },
  {
    id: "link",
    header: "Link",
    value: () => site.links.evalCode,
    cell: (row) => <SourceLink name={row.product} />,
    ...linkExport,
  },
];

export function companyFacet<Row extends { company: string }>(
  t: Translate,
): Facet<Row> {
  return {
    key: "company",
    label: t("leaderboard.company"),
    allLabel: t("leaderboard.allCompanies"),
    value: (row) => row.company,
  };
}

export function boardInfo(
  edition: string,
  board: { source: readonly string[]; retrieved: string },
): BoardInfo {
  return {
    board: benchmarkNames.deepSearch,
    edition,
    slug: `deepsearch-${edition}`,
    sources: board.source,
    retrieved: board.retrieved,
  };
}

export function DeepSearchCurrentTable({
  entry: { edition, board },
}: {
  entry: DeepSearchFullEdition;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <LeaderboardTable
      label={t("deepsearch.tableLabel", { edition })}
      caption={t("deepsearch.currentCaption", { edition })}
      rows={board.rows}
      rowKey={(row) => row.product}
      rank={(row) => row.rank}
      name={{
        id: "product",
        header: t("leaderboard.product"),
        value: (row) => row.product,
        cell: (row) => (
          <AgentCell board="deepsearch" names={deepsearch} name={row.product} />
        ),
        sort: "text",
      }}
      columns={localizedColumns(currentColumns, t, locale)}
      search={{
        label: t("leaderboard.filterProductOrCompany"),
        fields: (row) => [row.product, row.company],
      }}
      facets={[companyFacet(t)]}
      info={boardInfo(edition, board)}
    />
  );
}

// Read by the data API field check (deepsearch-tables.test.ts).
export { currentColumns };
