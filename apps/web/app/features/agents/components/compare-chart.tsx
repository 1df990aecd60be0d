import { useT } from "@/i18n/i18n";
import { useContainerWidth } from "@/lib/use-container-width";

import { compareAxis } from "../lib/compare-axis";
import type { CompareAgent, CompareRow } from "../lib/compare-rows";

// Drawn here rather than with the charts' Marker, which lives in a chunk this page would otherwise load
// whole. Each agent differs by shape as well as colour.
const TONES = [
  "fill-primary stroke-primary",
  "fill-gold stroke-gold",
  "fill-emerald-700 stroke-emerald-700",
  "fill-muted-foreground stroke-muted-foreground",
];

/** Circle, square, diamond, triangle: the agent in column `index`. */
function Shape({ index, x, y }: { index: number; x: number; y: number }) {
  const className = `${TONES[index] ?? TONES[0]} stroke-2`;
  if (index === 0) return <circle cx={x} cy={y} r={5} className={className} />;
  const points =
    index === 1
      ? [
          [-4.5, -4.5],
          [4.5, -4.5],
          [4.5, 4.5],
          [-4.5, 4.5],
        ]
      : index === 2
        ? [
            [0, -6],
            [6, 0],
            [0, 6],
            [-6, 0],
          ]
        : [
            [0, -6],
            [6, 5],
            [-6, 5],
          ];
  return (
    <path
      d={`M${points.map(([dx, dy]) => `${x + dx!},${y + dy!}`).join("L")}Z`}
      className={className}
    />
  );
}

const LANE = 34;
const TOP = 8;
const LEFT = 8;
const RIGHT = 16;

/**
 * A small dot plot: each board edition a lane (its name on its own line), each agent a shape at its headline
 * value. Drawn at its container's width so it fits a phone with 12 px text; the axis is zoomed to the values
 * plotted, and the caption says from where to where.
 */
export function CompareChart({
  agents,
  rows,
}: {
  agents: readonly CompareAgent[];
  rows: readonly CompareRow[];
}) {
  const t = useT();
  const { ref, width } = useContainerWidth<HTMLDivElement>(560);
  const plotted = rows.filter((row) =>
    row.cells.some((cell) => cell?.value != null),
  );
  const values = plotted.flatMap((row) =>
    row.cells.flatMap((cell) => (cell?.value != null ? [cell.value] : [])),
  );
  const axis = compareAxis(values);
  if (plotted.length === 0) return null;
  const x = (value: number) =>
    LEFT +
    ((width - LEFT - RIGHT) * (value - axis.min)) / (axis.max - axis.min);
  const axisY = TOP + plotted.length * LANE;
  const height = axisY + 40;
  return (
    <figure className="mt-6 max-w-3xl">
      <figcaption className="text-sm font-medium">
        {t("compare.chartCaption", { min: axis.min, max: axis.max })}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {agents.map((agent, index) => (
          <li key={agent.slug} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <Shape index={index} x={8} y={8} />
            </svg>
            {agent.name}
          </li>
        ))}
      </ul>
      <div ref={ref} className="mt-2 w-full">
        <svg
          role="img"
          aria-label={t("compare.chartImage")}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block text-xs"
        >
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={TOP}
                y2={axisY}
                className="stroke-border"
              />
              <text
                x={x(tick)}
                y={axisY + 16}
                textAnchor={
                  tick === axis.min
                    ? "start"
                    : tick === axis.max
                      ? "end"
                      : "middle"
                }
                className="fill-muted-foreground"
              >
                {tick}
              </text>
            </g>
          ))}
          {plotted.map((row, lane) => {
            const y = TOP + lane * LANE;
            return (
              <g key={row.key}>
                <text x={LEFT} y={y + 11} className="fill-foreground">
                  {row.edition === "latest"
                    ? row.boardTitle
                    : `${row.boardTitle} ${row.edition}`}
                </text>
                {row.cells.map((cell, index) =>
                  cell?.value != null ? (
                    <Shape
                      key={agents[index]!.slug}
                      index={index}
                      x={x(cell.value)}
                      y={y + 24}
                    />
                  ) : null,
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
