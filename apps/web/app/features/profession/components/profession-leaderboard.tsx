import { RankLabel } from "@/components/medal";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { formatScore } from "@/lib/format";
import { cn } from "@/lib/utils";

import { orderByAverage } from "../lib/order-by-average";

type BoardRow = {
  rank: number;
  agent: string;
  company: string;
  average: number | null;
};

export type ScoreColumn<Row> = {
  header: string;
  value: (row: Row) => number | null;
};

/** A profession leaderboard: rank, agent, company, average, then one column per task category. */
export function ProfessionLeaderboard<Row extends BoardRow>({
  label,
  caption,
  rows,
  categories,
}: {
  label: string;
  caption: string;
  rows: readonly Row[];
  categories: readonly ScoreColumn<Row>[];
}) {
  return (
    <Table label={label}>
      <TableCaption>{caption}</TableCaption>
      <TableColumnHeaders
        columns={[
          "Rank",
          "Agent",
          "Company",
          "Average",
          ...categories.map((c) => c.header),
        ]}
      />
      <TableBody>
        {orderByAverage(rows).map((row, index) => {
          const rank = index + 1;
          return (
            <TableRow
              key={row.agent}
              className={cn(rank <= 3 && "bg-amber-50/60")}
            >
              <TableCell>
                <RankLabel rank={rank} />
              </TableCell>
              <TableHead scope="row" className="font-medium">
                {row.agent}
              </TableHead>
              <TableCell>{row.company}</TableCell>
              <TableCell className="font-semibold tabular-nums">
                {formatScore(row.average)}
              </TableCell>
              {categories.map((category) => (
                <TableCell key={category.header} className="tabular-nums">
                  {formatScore(category.value(row))}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
