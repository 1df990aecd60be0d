/** Ranks that more than one row shares. */
export function sharedRanks(ranks: readonly number[]): Set<number> {
  return new Set(ranks.filter((rank, index) => ranks.indexOf(rank) !== index));
}
