import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useLocale, useT } from "@/i18n/i18n";
import { formatPublished, MISSING } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import type { Breakdown, BreakdownScore } from "@/lib/subtype-breakdown";

/** A published value with its ± where it has one ('52.5 ± 2.5'); '-' where none is published. */
function ScoreText({
  value,
  std,
}: {
  value: BreakdownScore["value"];
  std: number | null;
}) {
  if (value === null) return MISSING;
  const shown = typeof value === "number" ? formatPublished(value) : value;
  return std === null ? (
    shown
  ) : (
    <span className="whitespace-nowrap">
      {shown}{" "}
      <span className="text-muted-foreground">± {formatPublished(std)}</span>
    </span>
  );
}

/**
 * One entry's scores per category and subtype (a board's fields with a parent), with the reference row's score of
 * each where the board has one: a category's row, then its subtypes' rows, indented.
 */
export function SubtypeBreakdownTable({
  breakdown,
  label,
  showReference = true,
}: {
  breakdown: Breakdown;
  /** The table's accessible name, e.g. "Gemini3-Pro-Preview: scores per subtype". */
  label: string;
  /** False on the reference row's own breakdown. */
  showReference?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const text = (score: Pick<BreakdownScore, "label" | "labelZh">) =>
    locale === "zh-CN" && score.labelZh ? score.labelZh : score.label;
  const reference =
    showReference && breakdown.reference
      ? referenceNameIn(breakdown.reference, locale)
      : null;
  const row = (score: BreakdownScore, category: boolean) => (
    <TableRow key={score.key} className={category ? "bg-muted/50" : undefined}>
      <TableHead
        scope="row"
        weight={category ? "semibold" : "normal"}
        height="row"
        wrap
        className={category ? undefined : "pl-6"}
      >
        {text(score)}
      </TableHead>
      <TableCell compact className="tabular-nums">
        <ScoreText value={score.value} std={score.std} />
      </TableCell>
      {reference ? (
        <TableCell compact className="tabular-nums">
          <ScoreText value={score.reference} std={null} />
        </TableCell>
      ) : null}
    </TableRow>
  );
  return (
    <Table label={label} containerClassName="mt-2">
      <TableColumnHeaders
        columns={[
          t("subtypes.colCategoryOrSubtype"),
          t("subtypes.colScore"),
          ...(reference ? [reference] : []),
        ]}
        wrap
      />
      <TableBody>
        {breakdown.categories.flatMap((category) => [
          row(category, true),
          ...category.subtypes.map((subtype) => row(subtype, false)),
        ])}
      </TableBody>
    </Table>
  );
}
