import { fieldTexts } from "@/components/leaderboard/field-column";
import type { GenericEdition } from "@/data/board-edition";
import { useLocale, useT } from "@/i18n/i18n";
import { editionFields } from "@/lib/edition-fields";
import { formatPublished } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";

import { tableLabelOf, useBoardText } from "../lib/board-texts";
import { CategoryChart } from "./category-chart/category-chart";
import { categoryChartDraws } from "./draws";

/** A row as the chart reads it: the agent, its category scores and their ± in the categories' order. */
type ChartRow = {
  agent: string;
  scores: readonly (number | null)[];
  errors: readonly (number | null)[];
  reference?: boolean;
};

/**
 * The section "category-chart": every score field of the edition but the headline and the subtypes (the profession
 * boards' task categories, BabyVision's four), one lane per entry in rank order, a mark per field, with its ± as an
 * error bar where one is published. A reference row (adult humans) is a lane of hollow marks after the entries,
 * and its headline a labelled dashed line. A score field an editor adds is a new mark after the next publish.
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
  const references = edition.reference ?? [];
  const categories = editionFields(board, [
    ...edition.rows,
    ...references,
  ]).filter(
    (field) =>
      field.kind === "score" &&
      field.key !== board.headlineField &&
      !field.parent,
  );
  if (!categoryChartDraws(edition) || categories.length === 0) return null;
  const headline = board.fields.find(
    (field) => field.key === board.headlineField,
  );
  const numberAt = (row: Record<string, unknown>, key: string) => {
    const value = row[key];
    return typeof value === "number" ? value : null;
  };
  const chartRow = (
    row:
      | GenericEdition["rows"][number]
      | NonNullable<GenericEdition["reference"]>[number],
    reference: boolean,
  ): ChartRow => ({
    agent: reference
      ? `${referenceNameIn(row.agent, locale)} (${t("leaderboard.reference")})`
      : row.agent,
    scores: categories.map((field) => numberAt(row, field.key)),
    errors: categories.map((field) => row.spread?.[field.key]?.std ?? null),
    ...(reference ? { reference: true } : {}),
  });
  const rows = [
    ...[...edition.rows]
      .sort((a, b) => a.rank - b.rank)
      .map((row) => chartRow(row, false)),
    ...references.map((row) => chartRow(row, true)),
  ];
  const headlineLabel = headline ? fieldTexts(headline, locale).label : null;
  const lines = headline
    ? references.flatMap((row) => {
        const value = numberAt(row, headline.key);
        return value === null
          ? []
          : [
              {
                x: value,
                label: t("sections.referenceLine", {
                  name: referenceNameIn(row.agent, locale),
                  field: headlineLabel ?? headline.label,
                  value: formatPublished(value),
                }),
              },
            ];
      })
    : [];
  const withErrors = rows.some((row) =>
    row.errors.some((error) => error !== null),
  );
  const runs = new Set(
    edition.rows.flatMap((row) =>
      Object.values(row.spread ?? {}).map((spread) => spread.runs),
    ),
  );
  const notes = [
    ...(withErrors
      ? [
          runs.size === 1
            ? t("sections.errorBarsNote", { runs: [...runs][0]! })
            : t("sections.errorBarsNoteRuns"),
        ]
      : []),
    ...lines.map((line) =>
      t("sections.referenceLineNote", { line: line.label }),
    ),
  ].join(" ");
  return (
    <CategoryChart<ChartRow>
      title={t("sections.categoryChartTitle", {
        label: tableLabelOf(text, t, board, edition.edition),
      })}
      rows={rows}
      references={lines}
      notes={notes || undefined}
      categories={categories.map((field, index) => ({
        id: field.key,
        header: fieldTexts(field, locale).label,
        value: (row: ChartRow) => row.scores[index] ?? null,
        ...(withErrors
          ? { error: (row: ChartRow) => row.errors[index] ?? null }
          : {}),
      }))}
    />
  );
}
