import { BarList } from "@/components/charts/bar-list";

type BandChartRow = { label: string; band: string };

/** A bar per product at the lower bound of its published accuracy band, drawn from the data. */
export function BandChart({
  rows,
  title,
}: {
  rows: readonly BandChartRow[];
  title: string;
}) {
  return (
    <BarList
      title={title}
      rows={rows.map((row) => ({
        label: row.label,
        value: Number.parseInt(row.band, 10),
        text: row.band,
      }))}
    />
  );
}
