import { cn } from "@/lib/utils";

// Marks differ by shape as well as colour, so no reading depends on colour alone. Free of d3: the
// legend (prerendered) and the lazy charts draw the same shapes.

export type MarkerShape = "circle" | "square" | "diamond" | "triangle";

/** Colours with at least 3:1 contrast on white (WCAG non-text contrast), as Tailwind classes. */
export const SERIES_TONES = {
  primary: "fill-primary stroke-primary",
  amber: "fill-gold stroke-gold",
  green: "fill-emerald-700 stroke-emerald-700",
  slate: "fill-muted-foreground stroke-muted-foreground",
} as const;

/** The outline alone, for hollow marks (filled with the background: one fill class, `cn` does not merge). */
const STROKE_TONES = {
  primary: "stroke-primary",
  amber: "stroke-gold",
  green: "stroke-emerald-700",
  slate: "stroke-muted-foreground",
} as const satisfies Record<keyof typeof SERIES_TONES, string>;

export type SeriesTone = keyof typeof SERIES_TONES;

export function Marker({
  shape,
  x,
  y,
  size = 6,
  tone = "primary",
  hollow = false,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  size?: number;
  tone?: SeriesTone;
  hollow?: boolean;
}) {
  const className = cn(
    hollow ? ["fill-background", STROKE_TONES[tone]] : SERIES_TONES[tone],
    "stroke-2",
  );
  switch (shape) {
    case "circle":
      return <circle cx={x} cy={y} r={size} className={className} />;
    case "square":
      return (
        <rect
          x={x - size * 0.85}
          y={y - size * 0.85}
          width={size * 1.7}
          height={size * 1.7}
          className={className}
        />
      );
    case "diamond":
      return (
        <path
          d={`M${x},${y - size * 1.25}L${x + size * 1.25},${y}L${x},${y + size * 1.25}L${x - size * 1.25},${y}Z`}
          className={className}
        />
      );
    case "triangle":
      return (
        <path
          d={`M${x},${y - size * 1.15}L${x + size * 1.1},${y + size * 0.85}L${x - size * 1.1},${y + size * 0.85}Z`}
          className={className}
        />
      );
  }
}

export type LegendItem = {
  label: string;
  shape: MarkerShape;
  tone?: SeriesTone;
  hollow?: boolean;
  /** A line sample instead of a marker (e.g. a frontier or a range). */
  line?: boolean;
};

/** The key to a chart's marks, in HTML so it wraps on narrow screens. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg width="28" height="16" aria-hidden="true" focusable="false">
            {item.line ? (
              <line
                x1="2"
                x2="26"
                y1="8"
                y2="8"
                className={cn(SERIES_TONES[item.tone ?? "primary"], "stroke-2")}
              />
            ) : (
              <Marker
                shape={item.shape}
                x={14}
                y={8}
                size={5}
                tone={item.tone}
                hollow={item.hollow}
              />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
