export type CostAccuracy = { cost: number; accuracy: number };

/** True when `a` dominates `b`: cheaper or equal and at least as accurate, and strictly better in one. */
export function dominates(a: CostAccuracy, b: CostAccuracy): boolean {
  return (
    a.cost <= b.cost &&
    a.accuracy >= b.accuracy &&
    (a.cost < b.cost || a.accuracy > b.accuracy)
  );
}

/**
 * The cost–accuracy frontier: the entries no other entry dominates, cheapest first (ties in cost:
 * most accurate first, then the given order). Entries with equal cost and accuracy are all on it.
 */
export function costAccuracyFrontier<T extends CostAccuracy>(
  entries: readonly T[],
): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !entries.some((other) => dominates(other, entry)))
    .sort(
      (a, b) =>
        a.entry.cost - b.entry.cost ||
        b.entry.accuracy - a.entry.accuracy ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}
