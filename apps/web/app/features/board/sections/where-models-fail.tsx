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
import { formatPublished } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import { subtypeGaps, subtypeReference } from "@/lib/subtype-breakdown";

import type { SectionProps } from "./section-props";

/**
 * The section "where-models-fail": per subtype, the best ranked entry against the reference row (adult humans),
 * the largest gap first, as a table with a bar per gap. Nothing without subtypes or a reference row.
 */
export default function WhereModelsFailSection({ edition }: SectionProps) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  const reference = subtypeReference(board.fields, edition.reference ?? []);
  const gaps = subtypeGaps(board.fields, edition.rows, reference);
  if (!reference || gaps.length === 0) return null;
  const name = referenceNameIn(reference.agent, locale);
  const text = (item: { label: string; labelZh?: string }) =>
    locale === "zh-CN" && item.labelZh ? item.labelZh : item.label;
  const widest = Math.max(...gaps.map((gap) => Math.abs(gap.gap)), 1);
  return (
    <section aria-labelledby="where-models-fail" className="mt-8">
      <h3 id="where-models-fail" className="text-lg font-semibold">
        {t("subtypes.failTitle")}
      </h3>
      <p className="mt-1 mb-3 max-w-3xl text-sm text-muted-foreground">
        {t("subtypes.failIntro", { reference: name })}
      </p>
      <Table label={t("subtypes.failLabel", { reference: name })}>
        <TableCaption>
          {t("subtypes.failCaption", { reference: name })}
        </TableCaption>
        <TableColumnHeaders
          columns={[
            t("subtypes.colSubtype"),
            t("subtypes.colCategory"),
            t("subtypes.colBest"),
            t("subtypes.colBestScore"),
            name,
            t("subtypes.colGap"),
          ]}
          wrap
          valign="bottom"
        />
        <TableBody>
          {gaps.map((gap) => (
            <TableRow key={gap.key}>
              <TableHead
                scope="row"
                weight="medium"
                height="row"
                wrap
                // Narrow screens scroll the table sideways rather than break a name into one character a line.
                className="min-w-28"
              >
                {text(gap)}
              </TableHead>
              <TableCell compact className="min-w-28 text-muted-foreground">
                {text(gap.category)}
              </TableCell>
              <TableCell compact className="min-w-32">
                {gap.best.join(", ")}
              </TableCell>
              <TableCell compact className="tabular-nums">
                {formatPublished(gap.score)}
              </TableCell>
              <TableCell compact className="tabular-nums">
                {formatPublished(gap.reference)}
              </TableCell>
              <TableCell compact className="min-w-36 tabular-nums">
                <span className="flex items-center gap-2">
                  <span className="w-10 text-right">
                    {formatPublished(gap.gap)}
                  </span>
                  {/* The gap drawn to scale; the number beside it says the same. */}
                  <span
                    aria-hidden="true"
                    className="h-2 rounded-sm bg-primary"
                    style={{
                      width: `${(Math.max(gap.gap, 0) / widest) * 6}rem`,
                    }}
                  />
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
