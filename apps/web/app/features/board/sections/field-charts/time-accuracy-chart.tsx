import { RowPlot } from "@/components/charts/row-plot";
import { useT } from "@/i18n/i18n";

import {
  bandPlotGroups,
  timeLabel,
  type BandChartProps,
} from "./band-plot-groups";

/** Accuracy band (rows) against the published time range per task (minutes, from its min to its max). */
export function TimeAccuracyChart({ label, width, groups }: BandChartProps) {
  const t = useT();
  const plotGroups = bandPlotGroups(
    groups,
    (point) => {
      const time = point.time!;
      return {
        key: point.product,
        label: timeLabel(point),
        span: { from: time.min, to: time.max, tone: "primary", caps: true },
        marks:
          time.min === time.max
            ? [{ x: time.min, shape: "circle", tone: "primary" }]
            : [],
      };
    },
    t,
  );
  const longest = Math.max(
    1,
    ...groups.flatMap((group) => group.points.map((p) => p.time?.max ?? 0)),
  );
  return (
    <RowPlot
      label={label}
      width={width}
      groups={plotGroups}
      sideLabels
      x={{
        kind: "linear",
        domain: [0, Math.ceil(longest / 5) * 5],
        title: t("sections.axisTime"),
        format: (value) => String(value),
      }}
    />
  );
}
