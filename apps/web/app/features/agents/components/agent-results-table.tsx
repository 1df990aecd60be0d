import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useT } from "@/i18n/i18n";

import {
  boardEditionText,
  costText,
  headlineLabelText,
  intervalText,
  movementText,
  rankText,
  timeText,
} from "../lib/result-text";
import type { AgentResult } from "../lib/types";
import { useSiteHref } from "../lib/use-href";

const columns = [
  "agents.colBoard",
  "agents.colName",
  "agents.colRank",
  "agents.colResult",
  "agents.colInterval",
  "agents.colCost",
  "agents.colTime",
  "agents.colMovement",
] as const;

/** Every result of one agent: a row per board edition. */
export function AgentResultsTable({
  name,
  results,
}: {
  name: string;
  results: readonly AgentResult[];
}) {
  const t = useT();
  const href = useSiteHref();
  return (
    <Table label={t("agents.agentTitle", { name })}>
      <TableCaption>{t("agents.resultsCaption", { name })}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} scope="col" className="bg-muted">
              {t(column)}
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
                href={href(result.page)}
                className="text-primary underline underline-offset-4"
              >
                {boardEditionText(result)}
              </a>
            </TableHead>
            <TableCell>{result.entryName}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {rankText(result, t)}
            </TableCell>
            <TableCell className="font-semibold tabular-nums">
              {headlineLabelText(result.headlineLabel, t)} {result.headline}
            </TableCell>
            <TableCell className="tabular-nums">
              {intervalText(result)}
            </TableCell>
            <TableCell>{costText(result, t)}</TableCell>
            <TableCell>{timeText(result, t)}</TableCell>
            <TableCell className="min-w-48 whitespace-normal">
              {movementText(result, t)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
