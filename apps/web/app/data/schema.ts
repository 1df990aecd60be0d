import {
  FIELD_KINDS,
  spreadProblems,
  valueProblem,
  type FieldKind,
} from "@evergreen/boards";
import { z } from "zod";

// The schemas of the boards' files. They run at build time (the `validate-bundled-data` plugin in
// vite.config.ts) and in data.test.ts, never in the browser: the JSON is ours and checked before it
// ships, so the pages import it as typed data and pay nothing for zod. They also generate the
// JSON Schemas of the public data API.

/** Every bundled board keeps where its figures come from. */
export const provenanceSchema = z.object({
  source: z.array(z.string().min(1)).min(1),
  retrieved: z.string().min(1),
  /** When the publisher first released this edition (yyyy-MM-dd), null when no source dates it. */
  released: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-10-24")
    .nullable()
    .optional(),
  edition: z.string().min(1),
  /** What a reader should know first (the CMS edition's summary), shown with the edition's table. */
  summary: z.string().min(1).nullable().optional(),
  notes: z.string().optional(),
  /** The CMS's Chinese (zh-CN) texts of the three above, where it has them; a Chinese page falls back to English. */
  editionZh: z.string().min(1).optional(),
  summaryZh: z.string().min(1).optional(),
  notesZh: z.string().min(1).optional(),
  /** What the edition's entries are when not agents ("Product"), and its Chinese text: the name column's header. */
  entryLabel: z.string().min(1).optional(),
  entryLabelZh: z.string().min(1).optional(),
});

/** A published score; null means not published, shown as '-'. */
export const scoreSchema = z.number().min(0).max(100).nullable();

export const yesNoSchema = z.enum(["Yes", "No"]);
export const includedSchema = z.enum(["Y", "N"]).nullable();

/**
 * The tasks a board's figures come from (the profession boards' task selection): board content in the CMS (the
 * board's `tasks`), each task's names in English and natural Simplified Chinese, with where they come from. The
 * section "task-table" shows them; a "Specific Content" column only where some task has one.
 */
export const boardTasksSchema = provenanceSchema.extend({
  rows: z.array(
    z.object({
      category: z.string().min(1),
      category_zh: z.string().min(1),
      task_type: z.string().min(1),
      task_type_zh: z.string().min(1),
      specific_content: z.string().min(1).nullable().optional(),
      realizable: yesNoSchema,
      testable: yesNoSchema,
      included: includedSchema,
    }),
  ),
});
export type BoardTasks = z.infer<typeof boardTasksSchema>;

/** What the pages read of a board: its rows and where they come from. */
export type BoardOnPage<Board extends z.infer<typeof provenanceSchema>> = Pick<
  Board,
  "source" | "retrieved" | "summary" | "summaryZh" | ("rows" & keyof Board)
>;

/** Reviewed aliases between consecutive editions of a board (app/data/edition-aliases.json). */
export const editionAliasesSchema = z.object({
  about: z.string().min(1),
  aliases: z.array(
    z.object({
      board: z.string().min(1),
      line: z.string().min(1),
      from: z.object({ edition: z.string().min(1), entry: z.string().min(1) }),
      to: z.object({ edition: z.string().min(1), entry: z.string().min(1) }),
      reason: z.string().min(40, "a reason a reviewer can check"),
    }),
  ),
});

/**
 * A value of one field kind as a board file holds it; null means not published, shown as '-'. The shared board
 * model's rule (packages/boards, `valueProblem`), the same one the CMS applies on save and publish: whatever the
 * CMS accepts, the build reads, and what it refuses is refused with the same words.
 */
export function fieldValueSchema(kind: string): z.ZodType {
  return z.unknown().superRefine((value, context) => {
    const problem = isFieldKind(kind)
      ? valueProblem(kind, value)
      : `an unknown field kind ${JSON.stringify(kind)}`;
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

const isFieldKind = (kind: string): kind is FieldKind =>
  FIELD_KINDS.some((known) => known === kind);

const genericValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** A value's published ± (packages/boards' rule): its standard deviation over `runs` runs, never an interval. */
const spreadSchema = z.record(
  z.string(),
  z.object({ std: z.number().min(0), runs: z.number().int().min(2) }),
);

/** Each field value checked against its kind, and the row's spreads against the board's fields (shared rules). */
const checkedAgainst =
  (fields: readonly { key: string; kind: string }[]) =>
  (row: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const field of fields) {
      const result = fieldValueSchema(field.kind).safeParse(row[field.key]);
      if (!result.success)
        context.addIssue({
          code: "custom",
          path: [field.key],
          message: `${field.key} (${field.kind}): ${result.error.issues[0]?.message ?? "invalid"}`,
        });
    }
    const known = fields.flatMap((field) =>
      isFieldKind(field.kind) ? [{ key: field.key, kind: field.kind }] : [],
    );
    for (const problem of spreadProblems(
      known,
      { spread: row.spread, values: row },
      String(row.agent ?? "row"),
    ))
      context.addIssue({ code: "custom", path: ["spread"], message: problem });
  };

const rowBase = {
  agent: z.string().min(1),
  /** Shown with the name (e.g. "Qwen3-VL variant (paper appendix)"): part of the entry's identity in the CMS. */
  mode: z.string().min(1).optional(),
  /** A facet the table filters by (proprietary, open-source): the CMS entry's group. */
  group: z.string().min(1).optional(),
  /** Where this row's figures come from, when not only the edition's sources. */
  source: z.string().min(1).optional(),
  spread: spreadSchema.optional(),
  /** Where a reader can check the row (the spec's "Link" column). */
  link: z.string().url().optional(),
  /** When the row was evaluated, as published (2025.08). */
  evaluation_date: z.string().min(1).optional(),
  verification: z.string().nullable().optional(),
};

/**
 * A board the site has no page of its own for (a new capability or profession published in the CMS): the
 * rows the CMS converter writes (rank, agent, company, then one value per field of the board's definition),
 * each value checked against its field's kind, and its reference rows (not ranked: no rank, shown at their
 * score's position, never in podiums, agent pages, compare or badges), each naming its source.
 */
export const genericBoardSchemaOf = (
  fields: readonly { key: string; kind: string }[],
) =>
  provenanceSchema.extend({
    rows: z.array(
      z
        .object({
          rank: z.number().int().positive(),
          company: z.string().min(1).nullable(),
          company_basis: z.string().optional(),
          ...rowBase,
        })
        .catchall(genericValueSchema)
        .superRefine(checkedAgainst(fields)),
    ),
    reference: z
      .array(
        z
          .object({
            company: z.string().min(1).nullable().optional(),
            ...rowBase,
            source: z.string().min(1),
          })
          .catchall(genericValueSchema)
          .superRefine(checkedAgainst(fields)),
      )
      .optional(),
  });

export type GenericBoard = z.infer<ReturnType<typeof genericBoardSchemaOf>>;
export type GenericRow = GenericBoard["rows"][number];
export type ReferenceRow = NonNullable<GenericBoard["reference"]>[number];
export type Spread = z.infer<typeof spreadSchema>[string];
