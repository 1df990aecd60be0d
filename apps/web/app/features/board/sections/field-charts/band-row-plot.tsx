import type { ReactNode } from "react";

import {
  RowPlot,
  type PlotRow,
  type RowPlotGeometry,
  type XAxisSpec,
} from "@/components/charts/row-plot";
import { useT } from "@/i18n/i18n";

import { bandPlotGroups, type BandChartProps } from "./band-plot-groups";
import type { DeepSearchPoint } from "./published-values";

/**
 * The frame both band charts draw in: a lane per product, grouped by accuracy band, its label beside the lanes
 * where it fits. Each chart gives what it draws in a lane, its x axis and anything drawn above the lanes.
 */
export function BandRowPlot({
  label,
  width,
  groups,
  lane,
  x,
  overlay,
}: BandChartProps & {
  lane: (point: DeepSearchPoint) => PlotRow;
  x: XAxisSpec;
  overlay?: (geometry: RowPlotGeometry) => ReactNode;
}) {
  const t = useT();
  return (
    <RowPlot
      label={label}
      width={width}
      groups={bandPlotGroups(groups, lane, t)}
      sideLabels
      x={x}
      overlay={overlay}
    />
  );
}
