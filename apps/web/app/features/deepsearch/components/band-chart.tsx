type BandChartRow = { label: string; band: string };

function bandFloor(band: string): number {
  return Number.parseInt(band, 10);
}

/** A bar per product at the lower bound of its published accuracy band, drawn from the data. */
export function BandChart({
  rows,
  title,
}: {
  rows: readonly BandChartRow[];
  title: string;
}) {
  return (
    <figure className="mt-6 max-w-3xl">
      <ul aria-label={title} className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.label}
            className="grid grid-cols-[10rem_1fr_3rem] items-center gap-3 text-sm"
          >
            <span className="truncate">{row.label}</span>
            <span className="h-4 rounded bg-muted" aria-hidden>
              <span
                className="block h-4 rounded bg-primary"
                style={{ width: `${bandFloor(row.band)}%` }}
              />
            </span>
            <span className="font-semibold tabular-nums">{row.band}</span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-3 text-xs text-muted-foreground">
        {title}
      </figcaption>
    </figure>
  );
}
