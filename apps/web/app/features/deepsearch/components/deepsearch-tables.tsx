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

export function SourceLink({ name }: { name: string }) {
  return (
    <ExternalLink href={site.links.evalCode}>
      Source<span className="sr-only"> for {name}</span>
    </ExternalLink>
  );
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

export function companyFacet<Row extends { company: string }>(): Facet<Row> {
  return {
    key: "company",
    label: "Company",
    allLabel: "All companies",
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
  return (
    <LeaderboardTable
      label={`DeepSearch ${edition} leaderboard`}
      caption={
        <>
          DeepSearch {edition}: accuracy in 5-point bands (&lsquo;35+&rsquo;
          means at least 35%), approximate cost and time per task. Rows marked
          &lsquo;=&rsquo; share a rank.
        </>
      }
      rows={board.rows}
      rowKey={(row) => row.product}
      rank={(row) => row.rank}
      name={{
        id: "product",
        header: "Product",
        value: (row) => row.product,
        cell: (row) => (
          <AgentCell board="deepsearch" names={deepsearch} name={row.product} />
        ),
        sort: "text",
      }}
      columns={currentColumns}
      search={{
        label: "Filter by product or company",
        fields: (row) => [row.product, row.company],
      }}
      facets={[companyFacet()]}
      info={boardInfo(edition, board)}
    />
  );
}

// Read by the data API field check (deepsearch-tables.test.ts).
export { currentColumns };
