import { z } from "zod";

import {
  API_VERSION,
  badgeFolder,
  frontierFilePath,
  schemaPaths,
  type BoardId,
} from "../../app/lib/data-api/urls";

// The shape of the public data API's files, in zod: the build checks every generated file with
// these, and z.toJSONSchema turns them into the JSON Schemas served under /data/schema/.

export type FieldType = "number" | "string";

export const fieldSchema = z
  .object({
    key: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/)
      .describe("The row property that holds this field (snake_case)."),
    label: z.string().min(1).describe("The column header on the site."),
    labelZh: z
      .string()
      .min(1)
      .describe(
        "The column header on the Chinese (zh-CN) site; the English label where there is no translation.",
      ),
    type: z.enum(["number", "string"]),
    unit: z.string().min(1).nullable(),
    unitZh: z
      .string()
      .min(1)
      .nullable()
      .describe(
        "The unit in Chinese (zh-CN); the English unit where there is no translation.",
      ),
    description: z.string().min(1).nullable(),
    descriptionZh: z
      .string()
      .min(1)
      .nullable()
      .describe(
        "The description in Chinese (zh-CN); the English description where there is no translation.",
      ),
    lowerIsBetter: z
      .boolean()
      .describe("True when a smaller value ranks better (cost, time)."),
    derivedFrom: z
      .string()
      .nullable()
      .describe(
        "For a helper field parsed from a published one, the key of that field; null for published values.",
      ),
    subtypeOf: z
      .string()
      .min(1)
      .optional()
      .describe(
        "For a subtype, the key of the category field it belongs to (BabyVision's 22 subtypes under its 4 categories); absent for other fields.",
      ),
  })
  .describe("What one row property means.");

export type FieldMeta = z.infer<typeof fieldSchema>;

export const provenanceSchema = z
  .object({
    source: z
      .array(z.string().min(1))
      .min(1)
      .describe("Where the figures come from, as cited on the site."),
    retrieved: z.string().min(1).describe("When the sources were read."),
    released: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-10-24")
      .nullable()
      .describe(
        "When the publisher first released this edition (yyyy-MM-dd); null when no source dates it.",
      ),
    edition: z
      .string()
      .min(1)
      .describe("The publisher's own description of this edition."),
    editionZh: z
      .string()
      .min(1)
      .describe(
        "The edition's description in Chinese (zh-CN); the English one where there is no translation.",
      ),
    notes: z.string().min(1).nullable(),
    notesZh: z
      .string()
      .min(1)
      .nullable()
      .describe(
        "The notes in Chinese (zh-CN); the English notes where there is no translation.",
      ),
    snapshot: z
      .string()
      .min(1)
      .nullable()
      .describe(
        "Set when the file is a build-time snapshot of figures served live elsewhere (ScienceQA's CMS).",
      ),
  })
  .describe("Where the board's figures come from.");

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A string with a fixed start and end, as a plain `pattern` (zod's startsWith/endsWith would also
 * emit non-standard `format` keywords that strict validators reject).
 */
function framed(start: string, end = "") {
  return z
    .string()
    .regex(new RegExp(`^${escapeRegExp(start)}.*${escapeRegExp(end)}$`));
}

export type BoardFileShape = {
  board: BoardId;
  edition: string;
  fields: readonly Pick<FieldMeta, "key" | "type">[];
};

/** A public correction to a published edition, as the CMS records it (never edited or deleted). */
export const correctionSchema = z
  .object({
    entry: z.string().min(1).describe("The entry's name."),
    field: z
      .string()
      .nullable()
      .describe(
        "The field that changed; null when an entry was added or removed.",
      ),
    kind: z.enum(["changed", "added", "removed"]),
    oldValue: z.unknown().describe("The value before the correction."),
    newValue: z.unknown().describe("The value after the correction."),
    reason: z.string().min(1).describe("The editor's reason, as published."),
    at: z.string().min(1).describe("When it was published (ISO 8601)."),
  })
  .describe("A correction to this edition after it was first published.");

/** How uncertain a board's values are, and how (or whether) an interval is computed. */
export const intervalSchema = z
  .object({
    method: z
      .enum(["wilson", "band", "none"])
      .describe(
        "wilson: each row has interval_low and interval_high, the 95% Wilson score interval of the score for `questions` questions; band: the published values are bands, the board's own statement of uncertainty; none: no interval can be computed (no per-task scores are published).",
      ),
    level: z
      .number()
      .gt(0)
      .lt(1)
      .nullable()
      .describe("The confidence level (0.95), or null without an interval."),
    questions: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe("The number of questions the interval is for."),
    description: z
      .string()
      .min(1)
      .describe("What the board's uncertainty means, as the site says it."),
  })
  .describe("The uncertainty of this board's values.");

/** A value's published ±, by field key. */
const spreadSchema = z.record(
  z.string(),
  z.object({
    std: z.number().min(0).describe("The standard deviation, as published."),
    runs: z.number().int().min(2).describe("How many runs it is over."),
  }),
);

/** The schema of one board edition's file: the common envelope plus that board's row fields. */
export function boardFileSchema({ board, edition, fields }: BoardFileShape) {
  const values = Object.fromEntries(
    fields.map(({ key, type }) => [
      key,
      type === "number" ? z.number().nullable() : z.string().min(1).nullable(),
    ]),
  );
  const badgePrefix = badgeFolder(board, edition);
  const row = z.object({
    rank: z
      .number()
      .int()
      .positive()
      .describe("The published rank; tied rows share it."),
    tied: z.boolean().describe("Whether another row shares this rank."),
    slug: slugSchema.describe(
      "Stable, unique within this edition; names the badge file.",
    ),
    badge: framed(badgePrefix, ".svg").describe(
      "Site-relative URL of the entry's SVG badge.",
    ),
    ...values,
    spread: spreadSchema
      .optional()
      .describe(
        "The published ± of some of this row's values, by field key: the standard deviation over `runs` runs. Not a confidence interval.",
      ),
  });
  // A reference row names itself (`name`) and has no maker: the other value fields and spreads, as in rows.
  const valueFields = Object.fromEntries(
    Object.entries(row.shape).filter(
      ([key]) =>
        !["rank", "tied", "slug", "badge", "agent", "company"].includes(key),
    ),
  );
  const reference = z
    .object({
      name: z.string().min(1).describe("What the row is, e.g. Adult humans."),
      source: z
        .string()
        .min(1)
        .describe("Where the reference row's figures come from."),
      ...valueFields,
    })
    .describe(
      "A reference row (adult humans, a baseline): shown for comparison at its score's position, never ranked, never in rows, badges or agent pages.",
    );
  return z
    .object({
      apiVersion: z.literal(API_VERSION),
      schema: z.literal(schemaPaths.board(board, edition)),
      board: z.literal(board),
      edition: z.literal(edition),
      title: z.string().min(1).describe("The benchmark's name on the site."),
      page: framed("/").describe("The board's page on the site."),
      provenance: provenanceSchema,
      fields: z.array(fieldSchema).min(1),
      headline: z
        .string()
        .min(1)
        .describe("The key of the field a badge shows."),
      interval: intervalSchema,
      rowCount: z.number().int().nonnegative(),
      rows: z.array(row),
      reference: z
        .array(reference)
        .optional()
        .describe("Rows that are not ranked entries, each with its source."),
      corrections: z
        .array(correctionSchema)
        .describe("Corrections since the edition was published, oldest first."),
    })
    .meta({
      title: `xbench data API v${API_VERSION}: ${board} ${edition}`,
    });
}

export const indexFileSchema = z
  .object({
    apiVersion: z.literal(API_VERSION),
    schema: z.literal(schemaPaths.index),
    boards: z.array(
      z.object({
        board: z.string().min(1),
        title: z.string().min(1),
        page: framed("/"),
        editions: z
          .array(
            z.object({
              edition: z.string().min(1),
              url: framed("/data/", ".json"),
              schema: framed("/data/schema/", ".json"),
              badges: framed("/badge/").describe(
                "Folder of this edition's badges: <badges><slug>.svg, slugs in the board file.",
              ),
              source: z.array(z.string().min(1)).min(1),
              retrieved: z.string().min(1),
              snapshot: z.string().min(1).nullable(),
              rowCount: z.number().int().nonnegative(),
            }),
          )
          .min(1),
      }),
    ),
    frontier: z
      .object({
        url: z.literal(frontierFilePath),
        schema: z.literal(schemaPaths.frontier),
      })
      .describe(
        "Progress over time: every board's best published value per edition, by date.",
      ),
  })
  .meta({ title: `xbench data API v${API_VERSION}: index` });

export type IndexFile = z.infer<typeof indexFileSchema>;

const dayOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

/** /data/frontier.json: each board's best published headline value per edition, in date order. */
export const frontierFileSchema = z
  .object({
    apiVersion: z.literal(API_VERSION),
    schema: z.literal(schemaPaths.frontier),
    asOf: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe("The build's date: what `stale` is measured against."),
    staleAfterDays: z.number().int().positive(),
    boards: z.array(
      z.object({
        board: z.string().min(1),
        title: z.string().min(1),
        track: z
          .string()
          .min(1)
          .nullable()
          .describe(
            "agi or profession; null where the board has no definition.",
          ),
        category: z
          .string()
          .min(1)
          .nullable()
          .describe("The capability (agi) or profession the board measures."),
        route: framed("/").describe("The board's page on the site."),
        headline: z.object({
          key: z.string().min(1).describe("The field the frontier is of."),
          label: z.string().min(1),
          labelZh: z.string().min(1),
          lowerIsBetter: z.boolean(),
          valueKey: z
            .string()
            .min(1)
            .nullable()
            .describe(
              "For a headline published as a band ('75+'), the field holding its lower bound, which orders the editions' rows; null when the headline is a number.",
            ),
        }),
        stale: z
          .boolean()
          .describe(
            "True when the newest edition is more than staleAfterDays older than asOf: no newer edition has been published yet.",
          ),
        editions: z
          .array(
            z.object({
              edition: z.string().min(1),
              date: dayOrNull.describe(
                "The day the edition's figures date from: its release, else the first day of its latest evaluation month, else of its edition month; null when none is known.",
              ),
              released: dayOrNull,
              evaluated: z
                .object({ from: z.string().min(1), to: z.string().min(1) })
                .nullable()
                .describe(
                  "The entries' published evaluation dates, earliest and latest; null when none is published.",
                ),
              url: framed("/data/", ".json").describe(
                "The edition's data API file.",
              ),
              frontier: z
                .object({
                  value: z.number(),
                  text: z
                    .string()
                    .min(1)
                    .describe("As published ('49.7', '75+')."),
                  leaders: z
                    .array(
                      z.object({
                        name: z.string().min(1),
                        company: z.string().min(1).nullable(),
                        page: framed("/agents/").describe(
                          "The agent's page on the site.",
                        ),
                      }),
                    )
                    .min(1)
                    .describe("Every entry with the best value (ties)."),
                })
                .nullable()
                .describe(
                  "The best published value of the edition; null when no entry publishes one.",
                ),
              reference: z
                .array(
                  z.object({
                    name: z.string().min(1),
                    value: z.number(),
                    text: z.string().min(1),
                    gap: z
                      .number()
                      .nullable()
                      .describe(
                        "How far the frontier is behind the reference (reference minus frontier; the other way round for a lower-is-better board); null without a frontier.",
                      ),
                  }),
                )
                .describe(
                  "Reference rows (adult humans) with a published value; empty when none is published.",
                ),
              change: z
                .object({
                  since: z.string().min(1).describe("The previous edition."),
                  from: z
                    .string()
                    .min(1)
                    .describe("Its frontier, as published."),
                  delta: z
                    .number()
                    .nullable()
                    .describe(
                      "This frontier minus that one; null for bands, whose lower bounds are not subtracted.",
                    ),
                })
                .nullable()
                .describe(
                  "Null for a board's first edition, or when either frontier is not published.",
                ),
            }),
          )
          .min(1)
          .describe("Oldest first."),
      }),
    ),
  })
  .meta({ title: `xbench data API v${API_VERSION}: frontier` });

/** A zod schema as the JSON Schema (draft 2020-12) the site serves. */
export function toJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { target: "draft-2020-12" });
}
