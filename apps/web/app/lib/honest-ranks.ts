import { medalForRank, type Medal } from "./format";
import type { Interval } from "./interval";

// Honest ranks (issue 37): what a published rank may claim. The rule, in the words the pages use:
//  - Rows tied exactly (the same published rank, or the same published main value) share a place, the best
//    of their ranks, and that place's medal: two rows at rank 3 are both bronze, and so are the recruiting
//    board's two 61.4 averages, although the paper lists them 3rd and 4th.
//  - Where the board has 95% intervals, one row is certainly ahead of another only when its whole interval
//    lies above the other's. A row's rank range runs from 1 + the rows certainly ahead of it to the count of
//    rows not certainly behind it (o3-high on ScienceQA: 1–9).
//  - A medal is given only to a place that is certain: every row at another place is certainly ahead of it or
//    certainly behind it. So no medal where intervals overlap, and never a single "best" among overlapping rows.
// The published rank itself is never changed: pages show it as published, with the range beside it.

export type RankInput = {
  /** The published rank. */
  rank: number;
  /** The published main value (score, average, band); equal values are a tie whatever the ranks. */
  value?: number | string | null;
  /** The row's 95% interval, on a board that has them. */
  interval?: Interval | null;
};

export type RankRange = { best: number; worst: number };

export type HonestRank = {
  /** The place the row shares with the rows tied with it exactly: the best of their published ranks. */
  place: number;
  /** Every rank the row could hold, given the ties. */
  range: RankRange;
  /** Whether the range says more than the published rank (and its shared-rank group) already does. */
  rangeShown: boolean;
  medal: Medal | undefined;
};

const tieValue = (value: RankInput["value"]) =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && value.trim() !== "")
    ? value
    : undefined;

/** Each row's exact-tie group (the index of the group's first row), joined through shared ranks and values. */
function exactGroups(rows: readonly RankInput[]): number[] {
  const parent = rows.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index]!;
    return index;
  };
  const join = (a: number, b: number) => {
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const firstWith = new Map<string, number>();
  rows.forEach((row, index) => {
    const value = tieValue(row.value);
    const keys = [`rank:${row.rank}`];
    if (value !== undefined) keys.push(`value:${typeof value}:${value}`);
    for (const key of keys) {
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, index);
      else join(first, index);
    }
  });
  return rows.map((_, index) => root(index));
}

type Ordered = {
  group: number[];
  place: number[];
  /** ahead(a, b): row a is certainly ahead of row b. */
  ahead: (a: number, b: number) => boolean;
};

function order(rows: readonly RankInput[]): Ordered {
  const group = exactGroups(rows);
  const placeOf = new Map<number, number>();
  rows.forEach((row, index) => {
    const own = group[index]!;
    placeOf.set(own, Math.min(placeOf.get(own) ?? row.rank, row.rank));
  });
  const place = group.map((own) => placeOf.get(own)!);
  const ahead = (a: number, b: number) => {
    if (group[a] === group[b]) return false;
    const [ia, ib] = [rows[a]!.interval, rows[b]!.interval];
    if (ia && ib) return ia.low > ib.high;
    return place[a]! < place[b]!;
  };
  return { group, place, ahead };
}

/** Each row's place, rank range and medal, by the rule above. Rows are the board's ranked rows (no reference rows). */
export function honestRanks(rows: readonly RankInput[]): HonestRank[] {
  const { group, place, ahead } = order(rows);
  const indices = rows.map((_, index) => index);
  const sharing = new Map<number, number>();
  for (const row of rows)
    sharing.set(row.rank, (sharing.get(row.rank) ?? 0) + 1);
  const certain = new Map<number, boolean>();
  for (const a of indices) {
    const settled = indices.every(
      (b) => group[a] === group[b] || ahead(a, b) || ahead(b, a),
    );
    certain.set(group[a]!, (certain.get(group[a]!) ?? true) && settled);
  }
  return rows.map((row, a) => {
    const best = 1 + indices.filter((b) => ahead(b, a)).length;
    const worst = rows.length - indices.filter((b) => ahead(a, b)).length;
    const published = {
      best: row.rank,
      worst: row.rank + sharing.get(row.rank)! - 1,
    };
    return {
      place: place[a]!,
      range: { best, worst },
      rangeShown: best !== published.best || worst !== published.worst,
      medal: certain.get(group[a]!) ? medalForRank(place[a]!) : undefined,
    };
  });
}

/**
 * The cells (one board edition's rows of a few agents side by side) that may be marked best: the best place
 * among them, and only when that place is certain among them. Empty with fewer than two cells, or when a best
 * cell's interval overlaps another cell's.
 */
export function certainBest(cells: readonly (RankInput | null)[]): number[] {
  const present = cells.flatMap((cell, index) =>
    cell ? [{ cell, index }] : [],
  );
  if (present.length < 2) return [];
  const { group, place, ahead } = order(present.map(({ cell }) => cell));
  const top = Math.min(...place);
  const leaders = present.flatMap((_, a) => (place[a] === top ? [a] : []));
  const settled = leaders.every((a) =>
    present.every((_, b) => group[a] === group[b] || ahead(a, b)),
  );
  return settled ? leaders.map((a) => present[a]!.index) : [];
}

/** "1–9", or "3" when the range is one rank. */
export function formatRankRange({ best, worst }: RankRange): string {
  return best === worst ? String(best) : `${best}–${worst}`;
}
