import type { RankedScienceQaEntry } from "./order-ranking";

// Which ranking entries each ScienceQA chart can draw. A value the CMS does not have (null) is never
// guessed: the entry is listed as not plotted instead.

export type PricedEntry = RankedScienceQaEntry & {
  pricingInput: number;
  pricingOutput: number;
  score: number;
};

export function priceChartEntries(entries: readonly RankedScienceQaEntry[]): {
  plotted: PricedEntry[];
  notPlotted: RankedScienceQaEntry[];
} {
  const plotted: PricedEntry[] = [];
  const notPlotted: RankedScienceQaEntry[] = [];
  for (const entry of entries) {
    const { pricingInput, pricingOutput, score } = entry;
    if (pricingInput !== null && pricingOutput !== null && score !== null) {
      plotted.push({ ...entry, pricingInput, pricingOutput, score });
    } else {
      notPlotted.push(entry);
    }
  }
  return { plotted, notPlotted };
}

/** The log axis of prices: the plotted prices with some room either side; 0 (free) sits in its own slot. */
export function priceDomain(entries: readonly PricedEntry[]): [number, number] {
  const prices = entries
    .flatMap((entry) => [entry.pricingInput, entry.pricingOutput])
    .filter((price) => price > 0);
  if (prices.length === 0) return [0.1, 10];
  return [Math.min(...prices) / 1.6, Math.max(...prices) * 1.6];
}
