import { RowPlot } from "@/components/charts/row-plot";
import { formatScore } from "@/lib/format";

import { priceDomain, type PricedEntry } from "../lib/chart-data";

/** One lane per model in score order: its input and output API prices on a log axis. */
export function PriceScoreChart({
  label,
  width,
  entries,
}: {
  label: string;
  width: number;
  entries: readonly PricedEntry[];
}) {
  return (
    <RowPlot
      label={label}
      width={width}
      groups={[
        {
          key: "models",
          rows: entries.map((entry) => ({
            key: String(entry.rank),
            label: `${entry.modelName ?? "-"} · score ${formatScore(entry.score)}`,
            span: {
              from: entry.pricingInput,
              to: entry.pricingOutput,
              tone: "slate",
            },
            marks: [
              { x: entry.pricingInput, shape: "circle", tone: "primary" },
              { x: entry.pricingOutput, shape: "square", tone: "amber" },
            ],
          })),
        },
      ]}
      x={{
        kind: "log",
        domain: priceDomain(entries),
        zeroLabel: "$0",
        title: "API price, USD per 1M tokens (log scale)",
        format: (value) => `$${value}`,
      }}
    />
  );
}
