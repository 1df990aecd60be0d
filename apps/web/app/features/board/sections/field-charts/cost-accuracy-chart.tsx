import { curveStepAfter, line } from "d3-shape";

import { useT } from "@/i18n/i18n";

import { costLabel, type BandChartProps } from "./band-plot-groups";
import { BandRowPlot } from "./band-row-plot";

/** Accuracy band (rows) against approximate cost per task (log x), with the cost–accuracy frontier. */
export function CostAccuracyChart(props: BandChartProps) {
  const t = useT();
  const points = props.groups.flatMap((group) => group.points);
  const paid = points.flatMap((p) =>
    p.cost && p.cost.usd > 0 ? [p.cost.usd] : [],
  );
  const domain: [number, number] = paid.length
    ? [Math.min(...paid) / 1.6, Math.max(...paid) * 1.6]
    : [0.01, 1];
  const frontier = points.filter((point) => point.onFrontier);
  return (
    <BandRowPlot
      {...props}
      lane={(point) => ({
        key: point.product,
        label: costLabel(point, t),
        emphasis: point.onFrontier,
        marks: [
          {
            x: point.cost?.usd ?? 0,
            shape: point.onFrontier ? "diamond" : "circle",
            tone: point.onFrontier ? "primary" : "slate",
            hollow: !point.onFrontier,
          },
        ],
      })}
      x={{
        kind: "log",
        domain,
        zeroLabel: t("leaderboard.free"),
        title: t("sections.axisCost"),
        format: (value) => `$${value}`,
      }}
      overlay={({ x, laneY }) => {
        const corners = frontier
          .flatMap((point) => {
            const y = laneY(point.product);
            return y === undefined
              ? []
              : [[x(point.cost?.usd ?? 0), y] as const];
          })
          // Bottom (cheapest) to top (most accurate): the staircase climbs to the right.
          .sort((a, b) => b[1] - a[1]);
        const path = line().curve(curveStepAfter)(
          corners.map(([cx, cy]) => [cx, cy]),
        );
        return path ? (
          <path d={path} className="fill-none stroke-primary stroke-2" />
        ) : null;
      }}
    />
  );
}
