import type { Medal } from "./format";
import {
  formatRankRange,
  honestRanks,
  type RankInput,
  type RankRange,
} from "./honest-ranks";

// A board's leader strip (issue 37): its top three places by the honest-rank rule (lib/honest-ranks.ts), never
// a single winner where the published ranks or values tie. Rows tied exactly share one place, its medal and its
// card; a place where intervals overlap carries no medal and the ranks it could hold instead.

/** A ranked row as the strip reads it: what the honest-rank rule needs, and what the strip shows of it. */
export type LeaderInput<Entry> = RankInput & { entry: Entry };

export type LeaderPlace<Entry> = {
  /** The shared place: the best published rank of the rows tied exactly. */
  place: number;
  /** The medal of that place, or none where the data do not make the place certain. */
  medal: Medal | undefined;
  /** The ranks the place's rows could hold ("3–4"), where that says more than the place does; else undefined. */
  range: string | undefined;
  /** The place's rows in the published order. */
  entries: Entry[];
};

const widest = (ranges: readonly RankRange[]): RankRange => ({
  best: Math.min(...ranges.map((range) => range.best)),
  worst: Math.max(...ranges.map((range) => range.worst)),
});

/**
 * The places from 1 to `places` (3) with their rows: rows tied exactly are one place, so three rows tied first
 * fill the strip on their own and a tie at third brings every row of it.
 */
export function leaderPlaces<Entry>(
  rows: readonly LeaderInput<Entry>[],
  places = 3,
): LeaderPlace<Entry>[] {
  const ordered = [...rows].sort((a, b) => a.rank - b.rank);
  const honest = honestRanks(ordered);
  const byPlace = new Map<
    number,
    {
      medal: Medal | undefined;
      ranges: RankRange[];
      shown: boolean;
      entries: Entry[];
    }
  >();
  ordered.forEach((row, index) => {
    const rank = honest[index]!;
    if (rank.place > places) return;
    const group = byPlace.get(rank.place) ?? {
      medal: rank.medal,
      ranges: [],
      shown: false,
      entries: [],
    };
    group.ranges.push(rank.range);
    group.shown ||= rank.rangeShown;
    group.entries.push(row.entry);
    byPlace.set(rank.place, group);
  });
  return [...byPlace.entries()]
    .sort(([a], [b]) => a - b)
    .map(([place, group]) => ({
      place,
      medal: group.medal,
      range: group.shown ? formatRankRange(widest(group.ranges)) : undefined,
      entries: group.entries,
    }));
}
