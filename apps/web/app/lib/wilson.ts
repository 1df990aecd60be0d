// The Wilson score interval of a score from question sampling (docs/decisions/0013-intervals-and-agent-identity.md):
// pure and small, in a module of its own so Home's content can use it without lib/interval.ts's chunk.

/** The normal quantile of a two-sided 95% interval, as printed in textbooks (1.96). */
export const Z_95 = 1.96;

/** ScienceQA's question count: its intervals are for a benchmark of this many questions. */
export const SCIENCEQA_QUESTIONS = 100;

/** Bounds in percent (0-100), unrounded. */
export type Interval = { low: number; high: number };

/**
 * The Wilson score interval of a score read as a proportion of `n` questions: centre
 * (p + z²/2n) / (1 + z²/n), half-width z / (1 + z²/n) · √(p(1-p)/n + z²/4n²). Null for a score
 * that is missing or outside 0-100.
 */
export function wilsonInterval(
  scorePercent: number | null,
  n: number,
  z: number = Z_95,
): Interval | null {
  if (scorePercent === null || !Number.isFinite(scorePercent)) return null;
  if (scorePercent < 0 || scorePercent > 100 || n <= 0) return null;
  const p = scorePercent / 100;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half =
    (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return {
    low: 100 * Math.max(0, centre - half),
    high: 100 * Math.min(1, centre + half),
  };
}
