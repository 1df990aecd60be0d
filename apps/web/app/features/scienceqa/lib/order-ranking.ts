import type { ScienceQaEntry } from "../api/get-scienceqa-ranking";

export type RankedScienceQaEntry = ScienceQaEntry & { rank: number };

const orMinus = (value: number | null) => value ?? Number.NEGATIVE_INFINITY;

/** The leaderboard rule: average score descending, ties broken by BoN (N=5); missing values last. */
export function orderScienceQaRanking(
  entries: readonly ScienceQaEntry[],
): RankedScienceQaEntry[] {
  return [...entries]
    .sort(
      (a, b) =>
        orMinus(b.score) - orMinus(a.score) || orMinus(b.bon) - orMinus(a.bon),
    )
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}
