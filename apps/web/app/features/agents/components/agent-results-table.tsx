import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatText } from "@/lib/format";

import { boardEditionText, intervalText, rankText } from "../lib/result-text";
import type { AgentResult } from "../lib/types";

const columns = [
  "Board",
  "Name on the board",
  "Rank",
  "Result",
  "95% interval",
  "Cost",
  "Time",
  "Movement",
];

/** Every result of one agent: a row per board edition. */
export function AgentResultsTable({
  name,
  results,
}: {
  name: string;
  results: readonly AgentResult[];
}) {
  return (
    <Table label={`${name}: results on every board`}>
      <TableCaption>
        {name} on every board and edition it is on, as published.
        &lsquo;-&rsquo; marks a value that is not published; the 95% interval
        exists only where it can be computed (ScienceQA).
      </TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} scope="col" className="bg-muted">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.map((result) => (
          <TableRow
            key={`${result.board}-${result.edition}-${result.entryName}`}
          >
            <TableHead scope="row" className="min-w-36" weight="medium" wrap>
              <a
                href={result.page}
                className="text-primary underline underline-offset-4"
              >
                {boardEditionText(result)}
              </a>
            </TableHead>
            <TableCell>{result.entryName}</TableCell>
            <TableCell className="tabular-nums">{rankText(result)}</TableCell>
            <TableCell className="font-semibold tabular-nums">
              {result.headlineLabel} {result.headline}
            </TableCell>
            <TableCell className="tabular-nums">
              {intervalText(result)}
            </TableCell>
            <TableCell>{formatText(result.cost)}</TableCell>
            <TableCell>{formatText(result.time)}</TableCell>
            <TableCell className="min-w-48 whitespace-normal">
              {formatText(result.movement)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
