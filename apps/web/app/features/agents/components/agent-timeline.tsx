import { Section } from "@/components/page-header";
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
import { evaluatedText } from "@/lib/edition-dates";
import { MISSING } from "@/lib/format";

import {
  boardEditionText,
  headlineLabelText,
  rankText,
} from "../lib/result-text";
import { resultsByDate } from "../lib/timeline";
import type { AgentResult } from "../lib/types";
import { useSiteHref } from "../lib/use-href";

const columns = [
  "agents.colDate",
  "agents.colBoard",
  "agents.colResult",
  "agents.colRank",
] as const;

/** When an edition's figures date from, as published: its release, else its entries' evaluation dates. */
function DateText({ result }: { result: AgentResult }) {
  const t = useT();
  const { released, evaluated } = result.dates;
  if (released) return t("agents.releasedOn", { date: released });
  if (evaluated)
    return t("agents.evaluatedIn", { date: evaluatedText(evaluated) });
  return MISSING;
}

/** One agent's results across boards and editions, oldest first: its own section after the rest of the page. */
export function AgentTimeline({
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
    <Section title={t("agents.timelineTitle")} id="by-date">
      <Table label={t("agents.timelineTable", { name })}>
        <TableCaption>{t("agents.timelineCaption", { name })}</TableCaption>
        <TableColumnHeaders columns={columns.map((column) => t(column))} />
        <TableBody>
          {resultsByDate(results).map((result) => (
            <TableRow
              key={`${result.board}-${result.edition}-${result.entryName}`}
            >
              <TableCell className="whitespace-nowrap tabular-nums">
                <DateText result={result} />
              </TableCell>
              <TableHead scope="row" weight="medium" wrap>
                <a
                  href={href(result.page)}
                  className="text-primary underline underline-offset-4"
                >
                  {boardEditionText(result)}
                </a>
              </TableHead>
              <TableCell className="tabular-nums">
                {headlineLabelText(result, t, locale)} {result.headline}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {rankText(result, t)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
