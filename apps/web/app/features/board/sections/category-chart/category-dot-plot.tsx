import {
  RowPlot,
  SCORE_AXIS,
  type ReferenceLine,
  type RowMark,
} from "@/components/charts/row-plot";
import { useT } from "@/i18n/i18n";

import { CATEGORY_MARKS } from "./category-marks";
import type { CategoryScoreRow } from "./category-scores";

/** A lane per agent with one mark per task category on a 0–100 axis. */
export function CategoryDotPlot({
  label,
  width,
  rows,
  references,
}: {
  label: string;
  width: number;
  rows: readonly CategoryScoreRow[];
  references?: readonly ReferenceLine[];
}) {
  const t = useT();
  return (
    <RowPlot
      label={label}
      width={width}
      groups={[
        {
          key: "agents",
          rows: rows.map((row) => ({
            key: row.agent,
            label: row.agent,
            emphasis: row.reference,
            marks: row.scores.flatMap((score, index): RowMark[] => {
              const error = row.errors?.[index];
              return score === null
                ? []
                : [
                    {
                      x: score,
                      ...CATEGORY_MARKS[index % CATEGORY_MARKS.length]!,
                      ...(row.reference ? { hollow: true } : {}),
                      ...(error ? { error } : {}),
                    },
                  ];
            }),
          })),
        },
      ]}
      sideLabels
      references={references}
      x={{ ...SCORE_AXIS, title: t("charts.scoreAxis") }}
    />
  );
}
