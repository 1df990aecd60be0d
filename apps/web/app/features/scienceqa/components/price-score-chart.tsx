import { RowPlot } from "@/components/charts/row-plot";
import { useT } from "@/i18n/i18n";
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
  const t = useT();
  return (
    <RowPlot
      label={label}
      width={width}
      groups={[
        {
          key: "models",
          rows: entries.map((entry) => ({
            key: String(entry.rank),
            label: t("scienceqa.priceRowLabel", {
              name: entry.modelName ?? "-",
              score: formatScore(entry.score),
            }),
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
        title: t("scienceqa.priceAxis"),
        format: (value) => `$${value}`,
      }}
    />
  );
}
