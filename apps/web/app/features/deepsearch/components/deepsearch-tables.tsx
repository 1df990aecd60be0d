import { ExternalLink } from "@/components/external-link";
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
import { site } from "@/config/site";
import type {
  DeepSearchCurrentRow,
  DeepSearchPreviousRow,
} from "@/data/deepsearch";
import { formatText } from "@/lib/format";
import { sharedRanks } from "@/lib/ties";
import { cn } from "@/lib/utils";

function SourceLink({ name }: { name: string }) {
  return (
    <ExternalLink href={site.links.evalCode}>
      Source<span className="sr-only"> for {name}</span>
    </ExternalLink>
  );
}

const currentColumns = [
  "Rank",
  "Product",
  "Company",
  "Accuracy",
  "Cost/Task",
  "Time Cost/Task",
  "Evaluation Date",
  "Link",
] as const;

export function DeepSearchCurrentTable({
  rows,
}: {
  rows: readonly DeepSearchCurrentRow[];
}) {
  const tied = sharedRanks(rows.map((row) => row.rank));
  return (
    <Table label="DeepSearch 2025.10 leaderboard">
      <TableCaption>
        DeepSearch 2025.10: accuracy in 5-point bands (&lsquo;35+&rsquo; means
        at least 35%), approximate cost and time per task. Rows marked
        &lsquo;=&rsquo; share a rank.
      </TableCaption>
      <TableColumnHeaders columns={currentColumns} />
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.product}
            className={cn(row.rank <= 3 && "bg-amber-50/60")}
          >
            <TableCell>
              <RankLabel rank={row.rank} tied={tied.has(row.rank)} />
            </TableCell>
            <TableHead scope="row" className="font-medium">
              {row.product}
            </TableHead>
            <TableCell>{row.company}</TableCell>
            <TableCell className="font-semibold tabular-nums">
              {row.accuracy_band}
            </TableCell>
            <TableCell className="tabular-nums">
              {formatText(row.cost_per_task)}
            </TableCell>
            <TableCell className="tabular-nums">
              {formatText(row.time_cost_per_task)}
            </TableCell>
            <TableCell>{formatText(row.evaluation_date)}</TableCell>
            <TableCell>
              <SourceLink name={row.product} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const previousColumns = [
  "Rank",
  "Agent",
  "Mode",
  "Company",
  "Accuracy",
  "Evaluation Date",
  "Link",
] as const;

export function DeepSearchPreviousTable({
  rows,
}: {
  rows: readonly DeepSearchPreviousRow[];
}) {
  const tied = sharedRanks(rows.map((row) => row.rank));
  return (
    <Table label="DeepSearch 2025.05 leaderboard">
      <TableCaption>
        DeepSearch 2025.05: the published top 5, accuracy in 5-point bands. Rows
        marked &lsquo;=&rsquo; share a rank.
      </TableCaption>
      <TableColumnHeaders columns={previousColumns} />
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={`${row.agent_model}-${row.mode}`}
            className={cn(row.rank <= 3 && "bg-amber-50/60")}
          >
            <TableCell>
              <RankLabel rank={row.rank} tied={tied.has(row.rank)} />
            </TableCell>
            <TableHead scope="row" className="font-medium">
              {row.agent_model}
            </TableHead>
            <TableCell>{row.mode}</TableCell>
            <TableCell>{row.company}</TableCell>
            <TableCell className="font-semibold tabular-nums">
              {row.accuracy_band}
            </TableCell>
            <TableCell>{formatText(row.evaluation_date)}</TableCell>
            <TableCell>
              <SourceLink name={row.agent_model} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
