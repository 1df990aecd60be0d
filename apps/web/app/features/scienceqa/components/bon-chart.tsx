import {
  RowPlot,
  SCORE_AXIS,
  type RowMark,
} from "@/components/charts/row-plot";
import { formatScore } from "@/lib/format";

import type { RankedScienceQaEntry } from "../lib/order-ranking";

/** A dumbbell per model: average score over 5 runs to best-of-5, on a 0–100 axis. */
export function BonChart({
  label,
  width,
  entries,
}: {
  label: string;
  width: number;
  entries: readonly RankedScienceQaEntry[];
}) {
  return (
    <RowPlot
      label={label}
      width={width}
      groups={[
        {
          key: "models",
          rows: entries.map((entry) => {
            const marks: RowMark[] = [];
            if (entry.score !== null)
              marks.push({ x: entry.score, shape: "circle", tone: "primary" });
            if (entry.bon !== null)
              marks.push({ x: entry.bon, shape: "square", tone: "amber" });
            return {
              key: String(entry.rank),
              label: `${entry.modelName ?? "-"} · ${formatScore(entry.score)} → ${formatScore(entry.bon)}`,
              span:
                entry.score !== null && entry.bon !== null
                  ? { from: entry.score, to: entry.bon, tone: "slate" }
                  : undefined,
              marks,
            };
          }),
        },
      ]}
      x={SCORE_AXIS}
    />
  );
}
