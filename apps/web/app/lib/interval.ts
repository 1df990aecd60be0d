import type { Translate } from "@/i18n/i18n";

import { BAND_UNCERTAINTY, NO_INTERVAL } from "./uncertainty-notes";
import { SCIENCEQA_QUESTIONS, type Interval } from "./wilson";

// Uncertainty of a score from question sampling (docs/decisions/0013-intervals-and-agent-identity.md).
// Pure and small: the ScienceQA board, the data API and the agent pages share it.

// The Wilson interval itself is its own module (wilson.ts): Home draws ScienceQA's medals with it and must not
// load the agents table this module's chunk holds (vite.config.ts, agent-links).
export {
  SCIENCEQA_QUESTIONS,
  wilsonInterval,
  Z_95,
  type Interval,
} from "./wilson";

/** "41.2–60.4", or '-' without an interval. */
export function formatInterval(interval: Interval | null): string {
  return interval
    ? `${interval.low.toFixed(1)}–${interval.high.toFixed(1)}`
    : "-";
}

/** Two entries are statistically tied when their intervals overlap (touching counts). */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.low <= b.high && b.low <= a.high;
}

/** For each entry (by index), the indices of the other entries whose intervals overlap its own. */
export function statisticalTies(
  intervals: readonly (Interval | null)[],
): number[][] {
  return intervals.map((own, i) =>
    own
      ? intervals.flatMap((other, j) =>
          j !== i && other && intervalsOverlap(own, other) ? [j] : [],
        )
      : [],
  );
}

/** Ranks as short text: [2, 3, 4, 7] -> "2–4, 7"; [] -> "none". */
export function formatRankList(ranks: readonly number[]): string {
  const sorted = [...new Set(ranks)].sort((a, b) => a - b);
  if (sorted.length === 0) return "none";
  const parts: string[] = [];
  let start = sorted[0]!;
  let previous = start;
  for (const rank of [...sorted.slice(1), Number.NaN]) {
    if (rank === previous + 1) {
      previous = rank;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start}–${previous}`);
    start = rank;
    previous = rank;
  }
  return parts.join(", ");
}

/** What a board can say about the uncertainty of its figures, for its pages and the data API. */
export type IntervalMethod = {
  method: "wilson" | "band" | "none";
  level: number | null;
  questions: number | null;
  description: string;
};

/** ScienceQA's: a Wilson interval from its question count (its page computes it; the one board that can). */
export const SCIENCEQA_INTERVAL = {
  method: "wilson",
  level: 0.95,
  questions: SCIENCEQA_QUESTIONS,
  description:
    "95% Wilson score interval for a benchmark of 100 questions, treating the score as a proportion of the 100 questions (z = 1.96). Without per-question results this is an upper bound on the question-sampling variance: the 5 runs per question only narrow it. Two entries are statistically tied when their intervals overlap.",
} as const satisfies IntervalMethod;

/**
 * A board's, from its definition and edition, by the rule its page's notes under the table follow (board-view's
 * TableNotes): a band headline is the board's own statement of uncertainty (over its task count); a score headline
 * with no spread over runs has no interval; any other board publishes no per-task results to compute one from.
 */
export function intervalMethodOf(board: {
  headlineKind: string | undefined;
  taskCount: number | null;
  hasSpread: boolean;
}): IntervalMethod {
  if (board.headlineKind === "band")
    return {
      method: "band",
      level: 0.95,
      questions: board.taskCount,
      description: BAND_UNCERTAINTY,
    };
  return {
    method: "none",
    level: null,
    questions: null,
    description:
      board.headlineKind === "score" && !board.hasSpread
        ? NO_INTERVAL
        : "This board publishes no per-task results, so no interval can be computed for its values.",
  };
}

/**
 * "rank 2", "ranks 1, 3", or "none" (第 2 名, 第 1, 3 名, 无): the ranks an entry is statistically tied with.
 * The message chooses its form with `select` on the count, not `plural`: Lingui formats a plural's number
 * with an Intl.NumberFormat, whose first construction (15-27 ms of CPU) landed in ScienceQA's board render.
 */
export function tiedWithText(ranks: readonly number[], t: Translate): string {
  if (ranks.length === 0) return t("scienceqa.tiedWithNone");
  return t("scienceqa.tiedWithRanks", {
    count: new Set(ranks).size,
    ranks: formatRankList(ranks),
  });
}
