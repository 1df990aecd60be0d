import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

// Every BabyVision figure the project publishes, as the shared data set gives it (../shared/data/babyvision.json,
// outside the repository), keyed by the board's field keys: overall, the four categories and the subtypes (found
// by their labels and their category's label in the CMS seed's field list), each ± with its run count. The tests
// that check the seed, the data API and the pages against the data set read it from here, never a hand copy.

export const SHARED_BABYVISION = path.resolve(
  import.meta.dirname,
  "../../../../shared/data/babyvision.json",
);
export const hasSharedBabyVision = existsSync(SHARED_BABYVISION);

/** The fields the data set gives as columns of a row: overall and the four categories. */
export const TOP_KEYS = [
  "overall",
  "fine_grained_discrimination",
  "visual_tracking",
  "spatial_perception",
  "visual_pattern_recognition",
] as const;

const subtypeScore = z.object({
  mean: z.number().nullable(),
  std: z.number().nullable(),
});
const modelRow = z.looseObject({
  model: z.string(),
  n_runs: z.number(),
  subtypes: z.record(z.string(), z.record(z.string(), subtypeScore)).optional(),
  ...Object.fromEntries(
    TOP_KEYS.flatMap((key) => [
      [key, z.number().nullable()],
      [`${key}_std`, z.number().nullable()],
    ]),
  ),
});
const sharedSchema = z.object({
  rows: z.array(modelRow),
  reference_rows: z.array(
    z.looseObject({
      name: z.string(),
      subtypes: z
        .record(z.string(), z.record(z.string(), z.number().nullable()))
        .optional(),
      ...Object.fromEntries(
        TOP_KEYS.map((key) => [key, z.number().nullable()]),
      ),
    }),
  ),
  babyvision_gen_rows: z.array(modelRow),
  babyvision_gen_repo_summary_rows: z.array(modelRow),
});

const seedSchema = z.object({
  board: z.object({
    fields: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        parent: z.string().nullish(),
      }),
    ),
  }),
});

/** A figure of the schema's loose rows (their keys are built from TOP_KEYS, so typed unknown): null where none. */
const numberOrNull = (value: unknown) =>
  typeof value === "number" ? value : null;

export type SeedField = z.infer<typeof seedSchema>["board"]["fields"][number];
export type Spread = { std: number; runs: number };
export type Figures = {
  name: string;
  values: Record<string, number | null>;
  spread: Record<string, Spread>;
};

export const BABYVISION_BOARDS = ["babyvision", "babyvision-gen"] as const;
export type BabyVisionBoard = (typeof BABYVISION_BOARDS)[number];

/** The CMS seed's field list of a board (apps/cms/data/boards/<slug>.json). */
export function seedFields(board: BabyVisionBoard): SeedField[] {
  return seedSchema.parse(
    JSON.parse(
      readFileSync(
        path.resolve(
          import.meta.dirname,
          `../../cms/data/boards/${board}.json`,
        ),
        "utf8",
      ),
    ),
  ).board.fields;
}

/** A subtype's field key by its label and its category's label; throws where the seed has no such field. */
function subtypeKey(
  fields: readonly SeedField[],
  category: string,
  label: string,
) {
  const parent = fields.find(
    (field) => !field.parent && field.label === category,
  );
  const field = fields.find(
    (candidate) =>
      candidate.parent === parent?.key && candidate.label === label,
  );
  if (!parent || !field)
    throw new Error(`no field for the subtype ${category} / ${label}`);
  return field.key;
}

function figuresOf(
  row: z.infer<typeof modelRow>,
  fields: readonly SeedField[],
): Figures {
  // Every field of the board: what the data set does not publish for this model is null.
  const values: Record<string, number | null> = Object.fromEntries(
    fields.map((field) => [field.key, null]),
  );
  const spread: Record<string, Spread> = {};
  for (const key of TOP_KEYS) {
    values[key] = numberOrNull(row[key]);
    const std = row[`${key}_std`];
    if (typeof std === "number") spread[key] = { std, runs: row.n_runs };
  }
  for (const [category, subtypes] of Object.entries(row.subtypes ?? {}))
    for (const [label, { mean, std }] of Object.entries(subtypes)) {
      const key = subtypeKey(fields, category, label);
      values[key] = mean;
      if (std !== null) spread[key] = { std, runs: row.n_runs };
    }
  return { name: row.model, values, spread };
}

/** The data set's entries and reference rows of a board, every figure keyed by the board's field keys. */
export function sharedFigures(board: BabyVisionBoard): {
  entries: Figures[];
  reference: Figures[];
} {
  const data = sharedSchema.parse(
    JSON.parse(readFileSync(SHARED_BABYVISION, "utf8")),
  );
  const fields = seedFields(board);
  if (board === "babyvision-gen") {
    const paper = data.babyvision_gen_rows;
    // The repository's summary repeats the paper's models under other spellings; its own model is the fourth.
    const repository = data.babyvision_gen_repo_summary_rows.filter(
      (row) =>
        !paper.some(
          (known) => known.model.toLowerCase() === row.model.toLowerCase(),
        ),
    );
    return {
      entries: [...paper, ...repository].map((row) => figuresOf(row, fields)),
      reference: [],
    };
  }
  return {
    entries: data.rows.map((row) => figuresOf(row, fields)),
    // Reference rows with published scores (the children's ages are published only as a chart: no figures).
    reference: data.reference_rows
      .filter((row) => row.overall !== null)
      .map((row) => {
        const values: Record<string, number | null> = Object.fromEntries(
          fields.map((field) => [field.key, null]),
        );
        for (const key of TOP_KEYS) values[key] = numberOrNull(row[key]);
        for (const [category, subtypes] of Object.entries(row.subtypes ?? {}))
          for (const [label, value] of Object.entries(subtypes))
            values[subtypeKey(fields, category, label)] = value;
        // "Adult humans (16 participants, …)": the row's name is what precedes the description.
        return { name: row.name.split(" (")[0]!, values, spread: {} };
      }),
  };
}
