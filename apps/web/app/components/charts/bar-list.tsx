export type BarListRow = {
  /** Unique per row; the label when not given. */
  key?: string;
  label: string;
  /** 0-100, drawn as the bar's length; null draws no bar. */
  value: number | null;
  /** The value as published ('35+', '60.8', '-'). */
  text: string;
};

/**
 * A bar per entry on a 0-100 scale, in HTML and CSS (no chart code): it reflows at any width and keeps the
 * full label (above the bar on a phone, beside it from 640 px).
 */
export function BarList({
  rows,
  title,
}: {
  rows: readonly BarListRow[];
  title: string;
}) {
  return (
    <figure className="mt-6 max-w-3xl">
      <ul aria-label={title} className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.key ?? row.label}
            className="grid grid-cols-[1fr_3rem] items-center gap-x-3 text-sm sm:grid-cols-[16rem_1fr_3rem]"
          >
            <span className="col-span-2 break-words sm:col-span-1">
              {row.label}
            </span>
            <span className="h-4 rounded bg-muted" aria-hidden>
              {row.value !== null && (
                <span
                  className="block h-4 rounded bg-primary"
                  style={{ width: `${Math.max(0, Math.min(100, row.value))}%` }}
                />
              )}
            </span>
            <span className="text-right font-semibold tabular-nums">
              {row.text}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-3 text-xs text-muted-foreground">
        {title}
      </figcaption>
    </figure>
  );
}
