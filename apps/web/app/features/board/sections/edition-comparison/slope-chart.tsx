import { scaleLinear } from "d3-scale";

import { Marker } from "@/components/charts/markers";

import { SLOPE_CHART_HEIGHT } from "./slope-chart-size";

export type Slope = {
  key: string;
  label: string;
  before: number;
  after: number;
  beforeText: string;
  afterText: string;
};

const MARGIN = { top: 40, bottom: 24, left: 56, labels: 150 };

/** Two columns (editions) joined by a line per product; values on a shared linear scale. */
export function SlopeChart({
  label,
  width,
  slopes,
  editions,
}: {
  label: string;
  width: number;
  slopes: readonly Slope[];
  editions: readonly [string, string];
}) {
  const height = SLOPE_CHART_HEIGHT;
  const values = slopes.flatMap((s) => [s.before, s.after]);
  const y = scaleLinear()
    .domain([Math.min(...values) - 5, Math.max(...values) + 5])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);
  const left = MARGIN.left;
  const right = Math.max(left + 80, width - MARGIN.labels);
  // Equal start values share one label.
  const startLabels = [
    ...new Map(slopes.map((s) => [s.before, s.beforeText])).entries(),
  ];
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
        {[editions[0], editions[1]].map((edition, index) => (
          <g key={edition}>
            <line
              x1={index ? right : left}
              x2={index ? right : left}
              y1={MARGIN.top - 8}
              y2={height - MARGIN.bottom}
              className="stroke-border"
            />
            <text
              x={index ? right : left}
              y={16}
              textAnchor="middle"
              className="fill-foreground font-semibold"
            >
              {edition}
            </text>
          </g>
        ))}
        {startLabels.map(([value, text]) => (
          <text
            key={value}
            x={left - 10}
            y={y(value) + 4}
            textAnchor="end"
            className="fill-foreground"
          >
            {text}
          </text>
        ))}
        {slopes.map((slope) => (
          <g key={slope.key}>
            <line
              x1={left}
              x2={right}
              y1={y(slope.before)}
              y2={y(slope.after)}
              className="stroke-primary stroke-2"
            />
            <Marker shape="circle" x={left} y={y(slope.before)} size={4} />
            <Marker shape="circle" x={right} y={y(slope.after)} size={4} />
            <text
              x={right + 10}
              y={y(slope.after) + 4}
              className="fill-foreground"
            >
              {slope.label} {slope.afterText}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
