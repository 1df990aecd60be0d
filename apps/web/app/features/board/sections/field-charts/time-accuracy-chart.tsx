import { useT } from "@/i18n/i18n";

import { timeLabel, type BandChartProps } from "./band-plot-groups";
import { BandRowPlot } from "./band-row-plot";

/** Accuracy band (rows) against the published time range per task (minutes, from its min to its max). */
export function TimeAccuracyChart(props: BandChartProps) {
  const t = useT();
  const longest = Math.max(
    1,
    ...props.groups.flatMap((group) =>
      group.points.map((p) => p.time?.max ?? 0),
    ),
  );
  return (
    <BandRowPlot
      {...props}
      lane={(point) => {
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
      }}
      x={{
        kind: "linear",
        domain: [0, Math.ceil(longest / 5) * 5],
        title: t("sections.axisTime"),
        format: (value) => String(value),
      }}
    />
  );
}
