// Reference rows (adult humans, a baseline) are not ranked entries: a board's table shows them where their score
// falls among the ranked rows, in the board's order, without giving them a rank.

/**
 * The ranked rows in their published order with each reference row placed before the first ranked row that its
 * value beats in the board's direction (after the rows it ties with); a reference without a value goes last.
 */
export function placeReferenceRows<Row>(
  ranked: readonly Row[],
  references: readonly Row[],
  value: (row: Row) => unknown,
  direction: "asc" | "desc" | (string & {}),
): Row[] {
  const beats = (a: number, b: number) => (direction === "asc" ? a < b : a > b);
  const placed = [...ranked];
  for (const reference of references) {
    const own = value(reference);
    const at =
      typeof own === "number"
        ? placed.findIndex((row) => {
            const other = value(row);
            return (
              !references.includes(row) &&
              (typeof other !== "number" || beats(own, other))
            );
          })
        : -1;
    placed.splice(at === -1 ? placed.length : at, 0, reference);
  }
  return placed;
}
