import { fieldCategories } from "@evergreen/boards";

// A board's categories and their subtypes come from its definition (a field's `parent`, packages/boards): the
// table shows the categories, the breakdown the subtypes under each. Pure and serializable: the board page
// and the agent pages (built at build time) read the same shape.

/** A field as the breakdown reads it: its key, texts, direction and parent. */
type CategoryField = {
  key: string;
  label: string;
  labelZh?: string;
  lowerIsBetter?: boolean;
  parent?: string | null;
};

/** A row as the breakdown reads it: a value per field key, and the published ± of some. */
export type ScoredRow = {
  readonly [key: string]: unknown;
  spread?: Readonly<Record<string, { std: number; runs: number }>>;
};

/** One score of the breakdown: a category or a subtype, its value as published and its ±, null where none. */
export type BreakdownScore = {
  key: string;
  label: string;
  labelZh?: string;
  value: number | string | null;
  std: number | null;
  /** The reference row's value of the same field (adult humans), null where it has none. */
  reference: number | string | null;
};

export type BreakdownCategory = BreakdownScore & {
  subtypes: BreakdownScore[];
};

/** An entry's scores per category and subtype, and the name of the reference row they are shown against. */
export type Breakdown = {
  reference: string | null;
  categories: BreakdownCategory[];
};

const published = (row: ScoredRow | undefined, key: string) => {
  const value = row?.[key];
  return typeof value === "number" || typeof value === "string" ? value : null;
};

/** Whether a board's definition has subtypes (some field names a parent). */
export const hasSubtypes = (fields: readonly CategoryField[]) =>
  fields.some((field) => field.parent);

/** The first reference row with a value for some subtype of the board: what the subtypes are shown against. */
export function subtypeReference<Row extends ScoredRow & { agent: string }>(
  fields: readonly CategoryField[],
  references: readonly Row[],
): Row | undefined {
  const subtypes = fields.filter((field) => field.parent);
  return references.find((row) =>
    subtypes.some((field) => published(row, field.key) !== null),
  );
}

/** An entry's breakdown: each category of the board with the entry's score and ±, and its subtypes'. */
export function breakdownOf(
  fields: readonly CategoryField[],
  row: ScoredRow,
  reference?: ScoredRow & { agent: string },
): Breakdown {
  const score = (field: CategoryField): BreakdownScore => ({
    key: field.key,
    label: field.label,
    ...(field.labelZh ? { labelZh: field.labelZh } : {}),
    value: published(row, field.key),
    std: row.spread?.[field.key]?.std ?? null,
    reference: published(reference, field.key),
  });
  return {
    reference: reference?.agent ?? null,
    categories: fieldCategories(fields).map(({ category, subtypes }) => ({
      ...score(category),
      subtypes: subtypes.map(score),
    })),
  };
}

/** One subtype of "where models fail": the best entries' score against the reference's, and the gap between. */
export type SubtypeGap = {
  key: string;
  label: string;
  labelZh?: string;
  category: { key: string; label: string; labelZh?: string };
  /** The entries with the best score (more than one when they tie). */
  best: string[];
  score: number;
  reference: number;
  /** How far the best entry is behind the reference: positive when it is behind. */
  gap: number;
};

/**
 * Per subtype, the best ranked entry's score against the reference row's, sorted by the gap, the largest first
 * (then in the board's order). A subtype without a reference value or without any entry's value is left out:
 * nothing is estimated.
 */
export function subtypeGaps<Row extends ScoredRow & { agent: string }>(
  fields: readonly CategoryField[],
  rows: readonly Row[],
  reference: ScoredRow | undefined,
): SubtypeGap[] {
  if (!reference) return [];
  const gaps = fieldCategories(fields).flatMap(({ category, subtypes }) =>
    subtypes.flatMap((field): SubtypeGap[] => {
      const target = published(reference, field.key);
      const scored = rows.flatMap((row) => {
        const value = published(row, field.key);
        return typeof value === "number" ? [{ agent: row.agent, value }] : [];
      });
      if (typeof target !== "number" || scored.length === 0) return [];
      const better = (a: number, b: number) =>
        field.lowerIsBetter ? a < b : a > b;
      const score = scored.reduce(
        (best, { value }) => (better(value, best) ? value : best),
        scored[0]!.value,
      );
      return [
        {
          key: field.key,
          label: field.label,
          ...(field.labelZh ? { labelZh: field.labelZh } : {}),
          category: {
            key: category.key,
            label: category.label,
            ...(category.labelZh ? { labelZh: category.labelZh } : {}),
          },
          best: scored
            .filter(({ value }) => value === score)
            .map(({ agent }) => agent),
          score,
          reference: target,
          // Without floating-point noise: 94.1 - 49.7 is 44.4, not 44.39999999999999.
          gap: Number(
            (field.lowerIsBetter ? score - target : target - score).toFixed(6),
          ),
        },
      ];
    }),
  );
  const order = new Map(fields.map((field, index) => [field.key, index]));
  return gaps.sort(
    (a, b) => b.gap - a.gap || order.get(a.key)! - order.get(b.key)!,
  );
}
