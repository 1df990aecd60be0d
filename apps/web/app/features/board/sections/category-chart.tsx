import { fieldTexts } from "@/components/leaderboard/field-column";
import type { GenericEdition } from "@/data/board-edition";
import { useLocale, useT } from "@/i18n/i18n";
import { editionFields } from "@/lib/edition-fields";

import { tableLabelOf, useBoardText } from "../lib/board-texts";
import { CategoryChart } from "./category-chart/category-chart";
import { categoryChartDraws } from "./draws";

/** A row as the chart reads it: the agent and its category scores, in the categories' order. */
type ChartRow = { agent: string; scores: readonly (number | null)[] };

/**
 * The section "category-chart": every score field of the edition but the headline (the profession boards' task
 * categories), one lane per entry in rank order, a mark per field. A score field an editor adds is a new mark
 * after the next publish.
 */
export default function CategoryChartSection({
  edition,
}: {
  edition: GenericEdition;
}) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  const text = useBoardText(board.slug);
  const categories = editionFields(board, edition.rows).filter(
    (field) => field.kind === "score" && field.key !== board.headlineField,
  );
  if (!categoryChartDraws(edition)) return null;
  const rows = [...edition.rows]
    .sort((a, b) => a.rank - b.rank)
    .map((row) => ({
      agent: row.agent,
      scores: categories.map((field) => {
        const value = row[field.key];
        return typeof value === "number" ? value : null;
      }),
    }));
  return (
    <CategoryChart<ChartRow>
      title={t("sections.categoryChartTitle", {
        label: tableLabelOf(text, t, board, edition.edition),
      })}
      rows={rows}
      categories={categories.map((field, index) => ({
        id: field.key,
        header: fieldTexts(field, locale).label,
        value: (row: ChartRow) => row.scores[index] ?? null,
      }))}
    />
  );
}
