import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useLocale, useT } from "@/i18n/i18n";

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

// The result comes second and the rank third, so both are on a 375 px screen beside the board (each at least
// 80 px wide, Chinese words kept whole: 准确率 does not break into characters); the rest
// (the name on the board, interval, cost, time, movement) scrolls sideways inside the table's region.
const columns = [
  "agents.colBoard",
  "agents.colResult",
  "agents.colRank",
  "agents.colName",
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
  const locale = useLocale();
  const href = useSiteHref();
  return (
    <Table label={t("agents.agentTitle", { name })}>
      <TableCaption>{t("agents.resultsCaption", { name })}</TableCaption>
      <TableColumnHeaders
        columns={columns.map((column) => t(column))}
        className="bg-muted"
      />
      <TableBody>
        {results.map((result) => (
          <TableRow
            key={`${result.board}-${result.edition}-${result.entryName}`}
          >
            <TableHead
              scope="row"
              className="max-w-24 min-w-24 md:max-w-none md:min-w-36"
              weight="medium"
              wrap
            >
              <a
                href={href(result.page)}
                className="text-primary underline underline-offset-4"
              >
                {boardEditionText(result)}
              </a>
            </TableHead>
            <TableCell className="min-w-20 font-semibold break-keep whitespace-normal tabular-nums md:whitespace-nowrap">
              {headlineLabelText(result, t, locale)} {result.headline}
            </TableCell>
            <TableCell className="min-w-20 break-keep whitespace-normal tabular-nums md:whitespace-nowrap">
              {rankText(result, t)}
            </TableCell>
            <TableCell>{result.entryName}</TableCell>
            <TableCell className="tabular-nums">
              {intervalText(result)}
            </TableCell>
            <TableCell>{costText(result, t)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {timeText(result, t, locale)}
            </TableCell>
            <TableCell className="min-w-48 whitespace-normal">
              {movementText(result, t)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
