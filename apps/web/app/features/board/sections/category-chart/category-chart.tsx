import { lazy } from "react";

import { ChartDataTable } from "@/components/charts/chart-data-table";
import { ChartFigure } from "@/components/charts/chart-figure";
import { ChartLegend } from "@/components/charts/markers";
import { fitsSideLabels, rowChartHeight } from "@/components/charts/row-layout";
import type { ReferenceLine } from "@/components/charts/row-plot";
import { useT } from "@/i18n/i18n";
import { formatPublished, formatScore } from "@/lib/format";

import { CATEGORY_MARKS } from "./category-marks";
import { categoryScores, type Category } from "./category-scores";

const CategoryDotPlot = lazy(() =>
  import("./category-dot-plot").then((m) => ({ default: m.CategoryDotPlot })),
);

/** Each agent's score per task category (the board's category columns), as dots on one axis. */
export function CategoryChart<
  Row extends { agent: string; reference?: boolean },
>({
  title,
  rows,
  categories,
  references = [],
  notes,
}: {
  title: string;
  rows: readonly Row[];
  categories: readonly Category<Row>[];
  /** Reference values drawn as labelled lines (each label says its value). */
  references?: readonly ReferenceLine[];
  /** What the error bars, the reference rows and lines are, said in the description and above the data table. */
  notes?: string;
}) {
  const t = useT();
  const scores = categoryScores(rows, categories);
  return (
    <ChartFigure
      title={title}
      description={
        <>
          {t("sections.categoryDescription")}
          {notes ? ` ${notes}` : ""}
          {scores.missing.length > 0
            ? ` ${t("sections.categoryNotPlotted", {
                list: scores.missing
                  .map((m) => `${m.agent}, ${m.category}`)
                  .join("; "),
              })}`
            : ""}
        </>
      }
      legend={
        <ChartLegend
          items={categories.map((category, index) => ({
            label: category.header,
            ...CATEGORY_MARKS[index % CATEGORY_MARKS.length]!,
          }))}
        />
      }
      height={rowChartHeight([{ rows: scores.rows }])}
      compactHeight={
        fitsSideLabels(scores.rows.map((row) => row.agent))
          ? rowChartHeight([{ rows: scores.rows }], true)
          : undefined
      }
      chart={(width) => (
        <CategoryDotPlot
          label={title}
          width={width}
          rows={scores.rows}
          references={references}
        />
      )}
      alternative={
        <ChartDataTable
          label={t("charts.dataLabel", { title })}
          caption={notes}
          columns={[t("leaderboard.agent"), ...categories.map((c) => c.header)]}
          rows={scores.rows.map((row) => ({
            key: row.agent,
            name: row.agent,
            cells: row.scores.map((score, index) => {
              if (score === null) return t("charts.notPlotted");
              const error = row.errors?.[index];
              return typeof error === "number"
                ? `${formatPublished(score)} ± ${formatPublished(error)}`
                : formatScore(score);
            }),
          }))}
        />
      }
    />
  );
}
