import {
  SCIENCEQA_QUESTIONS,
  statisticalTies,
  wilsonInterval,
  type Interval,
} from "@/lib/interval";

import type { RankedScienceQaEntry } from "./order-ranking";

export type ScienceQaRow = RankedScienceQaEntry & {
  /** 95% Wilson interval of the score for 100 questions; null without a score. */
  interval: Interval | null;
  /** The ranks of the entries whose intervals overlap this one's. */
  tiedWith: number[];
};

/** Adds each entry's interval and statistical ties; the order and ranks stay as given. */
export function withIntervals(
  entries: readonly RankedScienceQaEntry[],
): ScienceQaRow[] {
  const intervals = entries.map((entry) =>
    wilsonInterval(entry.score, SCIENCEQA_QUESTIONS),
  );
  const ties = statisticalTies(intervals);
  return entries.map((entry, index) => ({
    ...entry,
    interval: intervals[index] ?? null,
    tiedWith: (ties[index] ?? []).map((other) => entries[other]!.rank),
  }));
}
