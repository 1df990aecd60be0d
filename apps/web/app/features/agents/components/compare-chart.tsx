import { useT } from "@/i18n/i18n";

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
const WIDTH = 560;

/** A small dot plot: each board edition a lane, each agent a shape at its headline value on 0–100. */
export function CompareChart({
  agents,
  rows,
}: {
  agents: readonly CompareAgent[];
  rows: readonly CompareRow[];
}) {
  const t = useT();
  const plotted = rows.filter((row) =>
    row.cells.some((cell) => cell?.value != null),
  );
  if (plotted.length === 0) return null;
  const x = (value: number) => LEFT + ((WIDTH - LEFT - RIGHT) * value) / 100;
  const axisY = TOP + plotted.length * LANE;
  const height = axisY + 40;
  return (
    <figure className="mt-6 max-w-3xl">
      <figcaption className="text-sm font-medium">
        {t("compare.chartCaption")}
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
      {/* Drawn at a fixed width so its text stays legible; narrow screens scroll it sideways. */}
      <div
        role="region"
        aria-label={t("compare.chartRegion")}
        tabIndex={0}
        className="mt-2 overflow-x-auto"
      >
        <svg
          role="img"
          aria-label={t("compare.chartImage")}
          width={WIDTH}
          height={height}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="block text-xs"
        >
          {[0, 25, 50, 75, 100].map((tick) => (
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
                textAnchor="middle"
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
