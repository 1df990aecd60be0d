/** A task category of a profession board: its header and how to read a row's score (null: not published). */
export type Category<Row> = {
  id: string;
  header: string;
  value: (row: Row) => number | null;
};

export type CategoryScoreRow = {
  agent: string;
  /** One per category, in the categories' order; null is not plotted. */
  scores: (number | null)[];
};

/** Each agent's score per category, in the given row order, and the (agent, category) pairs with no score. */
export function categoryScores<Row extends { agent: string }>(
  rows: readonly Row[],
  categories: readonly Category<Row>[],
): {
  rows: CategoryScoreRow[];
  missing: { agent: string; category: string }[];
} {
  const missing: { agent: string; category: string }[] = [];
  const scored = rows.map((row) => ({
    agent: row.agent,
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
