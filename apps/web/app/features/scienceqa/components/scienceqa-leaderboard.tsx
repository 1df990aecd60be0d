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
import { formatPricing, formatScore, formatText, MISSING } from "@/lib/format";
import { cn } from "@/lib/utils";

import type { RankedScienceQaEntry } from "../lib/order-ranking";

const columns = [
  "Rank",
  "Model",
  "Company",
  "Score",
  "BoN (N=5)",
  "API price (input/output, $/1M tokens)",
  "Time cost (s)",
  "Evaluation Date",
  "Link",
] as const;

export function ScienceQaLeaderboard({
  entries,
}: {
  entries: readonly RankedScienceQaEntry[];
}) {
  return (
    <Table label="ScienceQA leaderboard">
      <TableCaption>
        ScienceQA leaderboard: average score over 5 runs, best-of-5 score, API
        price and seconds per question. &lsquo;-&rsquo; marks a value that is
        not published.
      </TableCaption>
      <TableColumnHeaders columns={columns} />
      <TableBody>
        {entries.length === 0 ? (
          <TableRow>
            <TableCell
              colSpan={columns.length}
              className="py-8 text-center text-muted-foreground"
            >
              No results to show.
            </TableCell>
          </TableRow>
        ) : (
          entries.map((entry) => (
            <TableRow
              key={entry.rank}
              className={cn(entry.rank <= 3 && "bg-amber-50/60")}
            >
              <TableCell>
                <RankLabel rank={entry.rank} />
              </TableCell>
              <TableHead scope="row" className="font-medium">
                {formatText(entry.modelName)}
              </TableHead>
              <TableCell>{formatText(entry.companyName)}</TableCell>
              <TableCell className="font-semibold tabular-nums">
                {formatScore(entry.score)}
              </TableCell>
              <TableCell className="tabular-nums">
                {formatScore(entry.bon)}
              </TableCell>
              <TableCell className="tabular-nums">
                {formatPricing(entry.pricingInput, entry.pricingOutput)}
              </TableCell>
              <TableCell className="tabular-nums">
                {formatText(entry.timeCost)}
              </TableCell>
              <TableCell>{formatText(entry.evaluationDate)}</TableCell>
              <TableCell>
                {entry.link ? (
                  <ExternalLink href={entry.link}>
                    Visit
                    <span className="sr-only">
                      {" "}
                      {formatText(entry.modelName)}
                    </span>
                  </ExternalLink>
                ) : (
                  MISSING
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
