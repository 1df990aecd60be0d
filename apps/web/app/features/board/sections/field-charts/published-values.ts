import { parseBand, parsePrice, parseRange } from "@/lib/sort";

import { costAccuracyFrontier } from "./frontier";

// The 2025.10 board publishes strings, not numbers: accuracy as a lower-bound band ('75+'), cost as an
// approximate price ('~$0.085') or 'Free', time as a range ('5-8 min'). The charts read them here, keeping
// the printed string beside the number so nothing is shown more precisely than it was published.

export type PublishedCost = {
  /** USD per task; 0 for 'Free'. */
  usd: number;
  free: boolean;
  /** Printed with '~'. */
  approximate: boolean;
  published: string;
};

export type PublishedRange = { min: number; max: number; published: string };

export function readCost(value: string | null): PublishedCost | null {
  const usd = parsePrice(value);
  if (value === null || usd === null) return null;
  const text = value.trim();
  return {
    usd,
    free: /^free$/i.test(text),
    approximate: /^[~≈]/.test(text),
    published: value,
  };
}

/** A time range in minutes, as published ('5-8 min' is 5 to 8). */
export function readTimeRange(value: string | null): PublishedRange | null {
  const range = parseRange(value);
  if (value === null || range === null) return null;
  return { min: range[0], max: range[1], published: value };
}

export type DeepSearchPoint = {
  product: string;
  rank: number;
  band: string;
  /** The band's lower bound: '75+' is 75. */
  accuracy: number;
  cost: PublishedCost | null;
  time: PublishedRange | null;
  /** On the cost–accuracy frontier (only products with a readable cost can be). */
  onFrontier: boolean;
};

/** One entry as the charts read it: its name, rank, published band, cost and time (strings as published). */
export type ChartedRow = {
  name: string;
  rank: number;
  band: string | null;
  cost: string | null;
  time: string | null;
};

export function deepSearchPoints(
  rows: readonly ChartedRow[],
): DeepSearchPoint[] {
  const points = rows.flatMap((row) => {
    const accuracy = parseBand(row.band);
    if (accuracy === null || row.band === null) return [];
    return [
      {
        product: row.name,
        rank: row.rank,
        band: row.band,
        accuracy,
        cost: readCost(row.cost),
        time: readTimeRange(row.time),
        onFrontier: false,
      },
    ];
  });
  const priced = points.flatMap((point) =>
    point.cost
      ? [{ point, cost: point.cost.usd, accuracy: point.accuracy }]
      : [],
  );
  const frontier = new Set(costAccuracyFrontier(priced).map((e) => e.point));
  return points.map((point) => ({ ...point, onFrontier: frontier.has(point) }));
}

export type BandGroup<T> = { band: string; accuracy: number; points: T[] };

/** Points grouped by accuracy band, best band first; within a band, by `order` (stable). */
export function groupByBand<T extends { band: string; accuracy: number }>(
  points: readonly T[],
  order: (a: T, b: T) => number,
): BandGroup<T>[] {
  const groups = new Map<string, BandGroup<T>>();
  for (const point of points) {
    const group = groups.get(point.band) ?? {
      band: point.band,
      accuracy: point.accuracy,
      points: [],
    };
    group.points.push(point);
    groups.set(point.band, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.accuracy - a.accuracy)
    .map((group) => ({ ...group, points: [...group.points].sort(order) }));
}
