import { Table } from "@/components/ui/table";
import { useLocale, useT } from "@/i18n/i18n";
import { formatPublished, MISSING } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import type { Breakdown, BreakdownScore } from "@/lib/subtype-breakdown";

/** A published value with its ± where it has one ('52.5 ± 2.5'); '-' where none is published. */
function scoreText(value: BreakdownScore["value"], std: number | null) {
  if (value === null) return MISSING;
  const shown = typeof value === "number" ? formatPublished(value) : value;
  // One text node each: React marks adjacent text children with comments in the prerendered HTML.
  return std === null ? (
    shown
  ) : (
    <>
      {`${shown} `}
      <span>{`± ${formatPublished(std)}`}</span>
    </>
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
  // The cells take their look from the table's class (.breakdown-table in app.css), not a class list each: a board
  // page lists every entry's breakdown (BabyVision: 17 tables, about 900 cells), and per-cell class lists were a
  // fifth of that page's HTML.
  const row = (score: BreakdownScore, category: boolean) => (
    <tr key={score.key} className={category ? "breakdown-category" : undefined}>
      <th scope="row">{text(score)}</th>
      <td>{scoreText(score.value, score.std)}</td>
      {reference ? <td>{scoreText(score.reference, null)}</td> : null}
    </tr>
  );
  return (
    <Table label={label} containerClassName="mt-2" className="breakdown-table">
      <thead>
        <tr>
          <th scope="col">{t("subtypes.colCategoryOrSubtype")}</th>
          <th scope="col">{t("subtypes.colScore")}</th>
          {reference ? <th scope="col">{reference}</th> : null}
        </tr>
      </thead>
      <tbody>
        {breakdown.categories.flatMap((category) => [
          row(category, true),
          ...category.subtypes.map((subtype) => row(subtype, false)),
        ])}
      </tbody>
    </Table>
  );
}
