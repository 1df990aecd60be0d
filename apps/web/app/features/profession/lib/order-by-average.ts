type Averaged = { average: number | null };

/** The profession leaderboard rule: average descending, missing last, ties keep the published order. */
export function orderByAverage<T extends Averaged>(rows: readonly T[]): T[] {
  const value = (row: T) => row.average ?? Number.NEGATIVE_INFINITY;
  return [...rows].sort((a, b) => value(b) - value(a));
}
