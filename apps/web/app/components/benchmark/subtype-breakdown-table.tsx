import { Table } from "@/components/ui/table";
import { contentText } from "@/i18n/content-text";
import { useLocale, useT } from "@/i18n/i18n";
import { formatWithSpread } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import type { Breakdown, BreakdownScore } from "@/lib/subtype-breakdown";

/**
 * One entry's scores per category and subtype (a board's fields with a parent), with the reference row's score of
 * each where the board has one: a category's row, then its subtypes' rows, indented. An agent's page shows one per
 * result; a board page shows all its entries in one table (features/board/sections/subtype-breakdown.tsx).
 */
export function SubtypeBreakdownTable({
  breakdown,
  label,
}: {
  breakdown: Breakdown;
  /** The table's accessible name, e.g. "Gemini3-Pro-Preview: scores per subtype". */
  label: string;
}) {
  const t = useT();
  const locale = useLocale();
  const text = (score: Pick<BreakdownScore, "label" | "labelZh">) =>
    contentText(locale, score.label, score.labelZh);
  const reference = breakdown.reference
    ? referenceNameIn(breakdown.reference, locale)
    : null;
  // The cells take their look from the table's class (.breakdown-table in app.css), not a class list each.
  const row = (score: BreakdownScore, category: boolean) => (
    <tr key={score.key} className={category ? "breakdown-category" : undefined}>
      <th scope="row">{text(score)}</th>
      <td>{formatWithSpread(score.value, score.std)}</td>
      {reference ? <td>{formatWithSpread(score.reference)}</td> : null}
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
