/** A task category of a profession board: its header and how to read a row's score (null: not published). */
export type Category<Row> = {
  id: string;
  header: string;
  value: (row: Row) => number | null;
  /** The row's published ± of this category (its standard deviation), null where none. */
  error?: (row: Row) => number | null;
};

export type CategoryScoreRow = {
  agent: string;
  /** One per category, in the categories' order; null is not plotted. */
  scores: (number | null)[];
  /** The published ± of each score, in the same order (only when some category has one). */
  errors?: (number | null)[];
  /** A reference row (adult humans): drawn hollow, never ranked. */
  reference?: boolean;
};

/** Each agent's score per category, in the given row order, and the (agent, category) pairs with no score. */
export function categoryScores<
  Row extends { agent: string; reference?: boolean },
>(
  rows: readonly Row[],
  categories: readonly Category<Row>[],
): {
  rows: CategoryScoreRow[];
  missing: { agent: string; category: string }[];
} {
  const missing: { agent: string; category: string }[] = [];
  const withErrors = categories.some((category) => category.error);
  const scored = rows.map((row) => ({
    agent: row.agent,
    ...(row.reference ? { reference: true } : {}),
    ...(withErrors
      ? {
          errors: categories.map((category) => category.error?.(row) ?? null),
        }
      : {}),
    scores: categories.map((category) => {
      const score = category.value(row);
      if (score === null || !Number.isFinite(score)) {
        missing.push({ agent: row.agent, category: category.header });
        return null;
      }
      return score;
    }),
  }));
  return { rows: scored, missing };
}
