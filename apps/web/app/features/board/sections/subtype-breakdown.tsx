import { Table } from "@/components/ui/table";
import { contentText } from "@/i18n/content-text";
import { useLocale, useT } from "@/i18n/i18n";
import { modeIn } from "@/lib/entry-mode";
import { formatWithSpread } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import {
  breakdownOf,
  hasSubtypes,
  subtypeReference,
  type ScoredRow,
} from "@/lib/subtype-breakdown";

import { entryHeaderOf } from "../lib/entry-header";
import type { SectionProps } from "./section-props";

/**
 * The section "subtype-breakdown": every entry's scores per category and subtype (the board's fields with a
 * parent) in one table, the ranked entries in rank order, then the reference rows; a category's columns (its own
 * score, then its subtypes') are a column group. The table is in one native disclosure, closed: prerendered, it
 * opens without JavaScript.
 */
export default function SubtypeBreakdownSection({ edition }: SectionProps) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  if (!hasSubtypes(board.fields)) return null;
  const ranked = [...edition.rows].sort((a, b) => a.rank - b.rank);
  const references = edition.reference ?? [];
  const reference = subtypeReference(board.fields, references);
  const { categories } = breakdownOf(board.fields, {});
  const text = (field: { label: string; labelZh?: string }) =>
    contentText(locale, field.label, field.labelZh);
  // A row's cells in the columns' order: each category's own score, then its subtypes'. One text node each, and
  // no class per cell: the look comes from the table's class (.subtype-matrix in app.css).
  const cells = (row: ScoredRow) =>
    breakdownOf(board.fields, row).categories.flatMap((category) =>
      [category, ...category.subtypes].map((score) => (
        <td key={score.key}>{formatWithSpread(score.value, score.std)}</td>
      )),
    );
  const label = t("subtypes.matrixLabel");
  return (
    <section aria-labelledby="subtype-breakdown" className="mt-8">
      <h3 id="subtype-breakdown" className="text-lg font-semibold">
        {t("subtypes.breakdownTitle")}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
        {reference
          ? t("subtypes.breakdownIntroReference", {
              reference: referenceNameIn(reference.agent, locale),
            })
          : t("subtypes.breakdownIntro")}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium">
          {t("subtypes.matrixSummary", {
            models: ranked.length,
            references: references.length,
          })}
        </summary>
        <Table
          label={label}
          aria-label={label}
          containerClassName="mt-2"
          className="subtype-matrix"
        >
          <colgroup />
          {categories.map((category) => (
            <colgroup key={category.key} span={1 + category.subtypes.length} />
          ))}
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {entryHeaderOf(edition, locale, t)}
              </th>
              {categories.map((category) => (
                <th
                  key={category.key}
                  scope="colgroup"
                  colSpan={1 + category.subtypes.length}
                  className="border-b border-border pb-1 whitespace-nowrap"
                >
                  {/* Pinned beside the names (their width and padding) while the category's columns scroll. */}
                  <span className="sticky left-39 inline-block md:left-59">
                    {text(category)}
                  </span>
                </th>
              ))}
            </tr>
            <tr>
              {categories.flatMap((category) => [
                <th key={category.key} scope="col">
                  {t("subtypes.colCategoryScore")}
                </th>,
                ...category.subtypes.map((subtype) => (
                  <th key={subtype.key} scope="col">
                    {text(subtype)}
                  </th>
                )),
              ])}
            </tr>
          </thead>
          <tbody>
            {ranked.map((row) => (
              <tr key={`entry:${row.agent}:${row.mode ?? ""}`}>
                <th scope="row">
                  {/* The space keeps the mode's line a word of its own in the row's accessible name. */}
                  {`${row.rank}. ${row.agent}${row.mode ? " " : ""}`}
                  {row.mode ? (
                    <small className="block text-xs font-normal text-muted-foreground">
                      {modeIn(row.mode, locale)}
                    </small>
                  ) : null}
                </th>
                {cells(row)}
              </tr>
            ))}
            {references.map((row) => (
              <tr key={`reference:${row.agent}`} className="lb-reference">
                <th scope="row">
                  {`${referenceNameIn(row.agent, locale)} `}
                  <span className="lb-reference-label">
                    {t("leaderboard.reference")}
                  </span>
                </th>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </section>
  );
}
