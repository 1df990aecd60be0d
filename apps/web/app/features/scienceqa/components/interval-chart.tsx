import { RowPlot, SCORE_AXIS } from "@/components/charts/row-plot";
import { formatScore } from "@/lib/format";
import { formatInterval } from "@/lib/interval";

import type { ScienceQaRow } from "../lib/intervals";

/** Each model's score (circle) with whiskers for its 95% interval, on a 0–100 axis, in rank order. */
export function IntervalChart({
  label,
  width,
  entries,
}: {
  label: string;
  width: number;
  entries: readonly ScienceQaRow[];
}) {
  return (
    <RowPlot
      label={label}
      width={width}
      groups={[
        {
          key: "models",
          rows: entries.flatMap((entry) =>
            entry.score !== null && entry.interval
              ? [
                  {
                    key: String(entry.rank),
                    label: `${entry.rank}. ${entry.modelName ?? "-"} · ${formatScore(entry.score)} (${formatInterval(entry.interval)})`,
                    span: {
                      from: entry.interval.low,
                      to: entry.interval.high,
                      tone: "slate" as const,
                      caps: true,
                    },
                    marks: [
                      {
                        x: entry.score,
                        shape: "circle" as const,
                        tone: "primary" as const,
                      },
                    ],
                  },
                ]
              : [],
          ),
        },
      ]}
      x={SCORE_AXIS}
    />
  );
}
