import { scaleLinear, scaleLog } from "d3-scale";
import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

import {
  Marker,
  SERIES_TONES,
  type MarkerShape,
  type SeriesTone,
} from "./markers";
import {
  fitsSideLabels,
  labelColumnWidth,
  ROW_CHART,
  ROW_CHART_COMPACT,
  rowChartHeight,
  rowChartLayout,
} from "./row-layout";

// The one drawing behind most charts on the site: a labelled lane per entry (grouped under headers),
// marks and ranges along a shared x axis, drawn at the measured width so the text stays 12 px and whole.
// On a narrow screen labels sit above their lane (the full width is left for the axis); with `sideLabels`
// and room enough they sit left of it, one line each, and the chart is a third shorter.

export type XAxisSpec = {
  kind: "linear" | "log";
  domain: readonly [number, number];
  title: string;
  format: (value: number) => string;
  /** Log axes only: where a value of 0 is drawn, left of the axis, under this label ('Free'). */
  zeroLabel?: string;
};

/** The 0–100 score axis of the profession and ScienceQA charts. */
export const SCORE_AXIS: XAxisSpec = {
  kind: "linear",
  domain: [0, 100],
  title: "Score (0–100)",
  format: String,
};

export type RowMark = {
  x: number;
  shape: MarkerShape;
  tone?: SeriesTone;
  hollow?: boolean;
  /** A published ± (standard deviation): an error bar from x - error to x + error, with end caps. */
  error?: number;
};

/** A reference value (adult humans' score) drawn as a labelled dashed line across the lanes. */
export type ReferenceLine = { x: number; label: string };

export type PlotRow = {
  key: string;
  label: string;
  marks: readonly RowMark[];
  /** A range drawn as a bar with end caps (min to max), or the line of a dumbbell. */
  span?: { from: number; to: number; tone?: SeriesTone; caps?: boolean };
  emphasis?: boolean;
};

export type PlotGroup = {
  key: string;
  label?: string;
  rows: readonly PlotRow[];
};

export type RowPlotGeometry = {
  x: (value: number) => number;
  laneY: (rowKey: string) => number | undefined;
};

const MARGIN = { left: 8, right: 20 };
const ZERO_SLOT = 56;
/** A background-coloured outline behind text, so a line crossing a label does not cut it. */
const HALO = "stroke-background stroke-[4px] [paint-order:stroke]";
const LOG_CANDIDATES = [1, 2, 5].flatMap((m) =>
  [-3, -2, -1, 0, 1, 2, 3].map((e) => m * 10 ** e),
);

/** The x position of a value: linear, or log with an optional slot for 0 left of the log range. */
export function xScale(spec: XAxisSpec, width: number, inset = 0) {
  const start = MARGIN.left + inset;
  const left = start + (spec.kind === "log" && spec.zeroLabel ? ZERO_SLOT : 0);
  const right = Math.max(left + 40, width - MARGIN.right);
  if (spec.kind === "linear") {
    const scale = scaleLinear().domain(spec.domain).range([left, right]);
    const ticks = scale.ticks(Math.max(2, Math.floor((right - left) / 64)));
    return {
      position: (value: number) => scale(value),
      ticks,
      start,
      left,
      right,
    };
  }
  const scale = scaleLog().domain(spec.domain).range([left, right]);
  const [low, high] = spec.domain;
  let ticks = LOG_CANDIDATES.filter((t) => t >= low && t <= high).sort(
    (a, b) => a - b,
  );
  // Thin to powers of ten when labels would crowd (about 48 px each).
  const isPowerOfTen = (t: number) =>
    Math.abs(Math.log10(t) - Math.round(Math.log10(t))) < 1e-9;
  if (
    ticks.length * 48 > right - left &&
    ticks.filter(isPowerOfTen).length >= 2
  ) {
    ticks = ticks.filter(isPowerOfTen);
  }
  const zeroX = start + 16;
  return {
    position: (value: number) =>
      value <= 0 && spec.zeroLabel ? zeroX : scale(value),
    ticks,
    start,
    left,
    right,
    zeroX: spec.zeroLabel ? zeroX : undefined,
  };
}

export function RowPlot({
  label,
  width,
  groups,
  x: axis,
  overlay,
  references = [],
  sideLabels = false,
}: {
  /** The accessible name of the drawing. */
  label: string;
  /**
   * Labels left of the lanes from ROW_CHART_COMPACT.from px when they fit (fitsSideLabels); the figure's
   * placeholder then reserves rowChartHeight(groups, true) at that width.
   */
  sideLabels?: boolean;
  width: number;
  groups: readonly PlotGroup[];
  x: XAxisSpec;
  /** Extra drawing above the lanes (e.g. a frontier line). */
  overlay?: (geometry: RowPlotGeometry) => ReactNode;
  /** Reference values drawn as labelled dashed lines (the chart's text alternative says them too). */
  references?: readonly ReferenceLine[];
}) {
  const labels = groups.flatMap((group) => group.rows.map((row) => row.label));
  const side =
    sideLabels && width >= ROW_CHART_COMPACT.from && fitsSideLabels(labels);
  const size = side ? ROW_CHART_COMPACT : ROW_CHART;
  const height = rowChartHeight(groups, side);
  const layout = rowChartLayout(groups, side);
  const scale = xScale(axis, width, side ? labelColumnWidth(labels) : 0);
  const lanes = new Map<string, number>();
  for (const position of layout.rows) {
    const row = groups[position.groupIndex]!.rows[position.rowIndex]!;
    lanes.set(row.key, position.y + size.laneOffset);
  }
  const axisY = layout.plotBottom;
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block text-xs motion-safe:animate-fade-in"
    >
      <g aria-hidden="true">
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={scale.position(tick)}
              x2={scale.position(tick)}
              y1={size.top}
              y2={axisY}
              className="stroke-border"
            />
            <text
              x={scale.position(tick)}
              y={axisY + 16}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {axis.format(tick)}
            </text>
          </g>
        ))}
        {scale.zeroX !== undefined && (
          <>
            <line
              x1={scale.zeroX}
              x2={scale.zeroX}
              y1={size.top}
              y2={axisY}
              className="stroke-border"
            />
            <text
              x={scale.zeroX}
              y={axisY + 16}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {axis.zeroLabel}
            </text>
          </>
        )}
        {/* The axis line; broken between the 0 slot and the log range, which has no 0. */}
        {(scale.zeroX === undefined
          ? [[scale.start, scale.right]]
          : [
              [scale.start, scale.zeroX + 12],
              [scale.left - 12, scale.right],
            ]
        ).map(([from, to]) => (
          <line
            key={from}
            x1={from}
            x2={to}
            y1={axisY}
            y2={axisY}
            className="stroke-muted-foreground"
          />
        ))}
        <text x={scale.start} y={axisY + 36} className="fill-foreground">
          {axis.title}
        </text>
        {/* Under the labels, whose halo keeps them readable where a line crosses. */}
        {overlay?.({ x: scale.position, laneY: (key) => lanes.get(key) })}
        {references.map((reference, index) => {
          const x = scale.position(reference.x);
          // The label sits left of its line when the line is in the right half, so it stays inside the chart.
          const anchor = x > width / 2 ? "end" : "start";
          return (
            <g key={reference.label}>
              <line
                x1={x}
                x2={x}
                y1={size.top - 4}
                y2={axisY}
                strokeDasharray="4 3"
                className="stroke-foreground stroke-[1.5]"
              />
              <text
                x={anchor === "end" ? x - 4 : x + 4}
                y={size.top + 6 + index * 14}
                textAnchor={anchor}
                className={cn(
                  HALO,
                  "fill-foreground text-[11px] font-semibold",
                )}
              >
                {reference.label}
              </text>
            </g>
          );
        })}
        {layout.headers.map((header) => (
          <text
            key={groups[header.groupIndex]!.key}
            x={MARGIN.left}
            y={header.y + (side ? 15 : 17)}
            className={cn(
              HALO,
              "fill-muted-foreground text-[11px] font-semibold tracking-wide uppercase",
            )}
          >
            {groups[header.groupIndex]!.label}
          </text>
        ))}
        {layout.rows.map((position) => {
          const row = groups[position.groupIndex]!.rows[position.rowIndex]!;
          const laneY = position.y + size.laneOffset;
          return (
            <g key={row.key}>
              <text
                x={MARGIN.left}
                y={side ? laneY + 4 : position.y + ROW_CHART.labelOffset}
                className={cn(
                  HALO,
                  "fill-foreground",
                  row.emphasis && "font-semibold",
                )}
              >
                {row.label}
              </text>
              {row.span && (
                <g className={SERIES_TONES[row.span.tone ?? "slate"]}>
                  <line
                    x1={scale.position(row.span.from)}
                    x2={scale.position(row.span.to)}
                    y1={laneY}
                    y2={laneY}
                    className="stroke-[3]"
                  />
                  {row.span.caps &&
                    [row.span.from, row.span.to].map((end, index) => (
                      <line
                        key={index}
                        x1={scale.position(end)}
                        x2={scale.position(end)}
                        y1={laneY - 6}
                        y2={laneY + 6}
                        className="stroke-2"
                      />
                    ))}
                </g>
              )}
              {row.marks.map((mark, index) =>
                mark.error ? (
                  <g
                    key={`error-${index}`}
                    className={SERIES_TONES[mark.tone ?? "primary"]}
                  >
                    {/* Error bar: x ± the published standard deviation, clipped to the axis. */}
                    {(() => {
                      const [low, high] = axis.domain;
                      const from = scale.position(
                        Math.max(low, mark.x - mark.error),
                      );
                      const to = scale.position(
                        Math.min(high, mark.x + mark.error),
                      );
                      return (
                        <>
                          <line
                            x1={from}
                            x2={to}
                            y1={laneY}
                            y2={laneY}
                            className="stroke-[1.5]"
                          />
                          <line
                            x1={from}
                            x2={from}
                            y1={laneY - 4}
                            y2={laneY + 4}
                            className="stroke-[1.5]"
                          />
                          <line
                            x1={to}
                            x2={to}
                            y1={laneY - 4}
                            y2={laneY + 4}
                            className="stroke-[1.5]"
                          />
                        </>
                      );
                    })()}
                  </g>
                ) : null,
              )}
              {row.marks.map((mark, index) => (
                <Marker
                  key={index}
                  shape={mark.shape}
                  x={scale.position(mark.x)}
                  y={laneY}
                  tone={mark.tone}
                  hollow={mark.hollow}
                />
              ))}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
