// The CMS's content as the site reads it, and its conversion into the site's board files: pure (zod and
// @evergreen/boards only), so the build (build-time/boards-source.ts, which reads the CMS and writes the files) and
// the browser (the /preview page, which converts one board's draft) run the one same conversion.
import { BOARD_SECTIONS } from "@evergreen/boards";
import { z } from "zod";

import { boardTasksSchema } from "./schema";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A Chinese (zh-CN) text: present only where the CMS has one that differs from the English text. */
const chinese = z.string().min(1).optional();

const fieldSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  labelZh: chinese,
  kind: z.string().min(1),
  unit: text,
  unitZh: chinese,
  description: text,
  descriptionZh: chinese,
  lowerIsBetter: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  /** The category field this one is a subtype of (packages/boards' parentProblems). */
  parent: z.string().nullish(),
});

export const boardSchema = z.object({
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1),
  titleZh: chinese,
  track: z.enum(["agi", "profession"]),
  category: z.string().min(1),
  route: z.string().min(1),
  summary: text,
  summaryZh: chinese,
  taskCount: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  /** Where the board is listed in menus, summaries and the data API's index: lower first, then boards without one. */
  position: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  sortField: z.string().min(1),
  sortDirection: z.enum(["asc", "desc"]),
  tieRule: text,
  tieRuleZh: chinese,
  headlineField: z.string().min(1),
  fields: z.array(fieldSchema),
  /**
   * The sections its page draws besides the table, in order (packages/boards' BOARD_SECTIONS): the CMS holds
   * each as a component `{ name }`, the site's files as the name.
   */
  sections: z
    .array(
      z.union([
        z.enum(BOARD_SECTIONS),
        z
          .object({ name: z.enum(BOARD_SECTIONS) })
          .transform(({ name }) => name),
      ]),
    )
    .nullish()
    .transform((sections) => sections ?? []),
  /** The tasks its figures come from (the section "task-table"); written to `<slug>.tasks.json`, not boards.json. */
  tasks: boardTasksSchema.nullish(),
});

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const spreadSchema = z.record(
  z.string(),
  z.object({ std: z.number().min(0), runs: z.number().int().min(2) }),
);

const entrySchema = z.object({
  /** Null for a reference row (reference: true), which is never ranked. */
  rank: z.number().int().positive().nullable(),
  reference: z.boolean().nullish(),
  source: text.optional(),
  spread: spreadSchema.nullish(),
  name: z.string().min(1),
  company: text,
  mode: text,
  group: text.optional(),
  link: text.optional(),
  evaluationDate: text,
  verification: text,
  companyBasis: text.optional(),
  values: z
    .record(z.string(), value)
    .nullish()
    .transform((values) => values ?? {}),
});

export const editionSchema = z.object({
  editionId: z.string().regex(/^\d{4}\.\d{2}$/),
  released: text,
  questionCount: z
    .number()
    .int()
    .nullish()
    .transform((count) => count ?? null),
  sources: z.array(z.string().min(1)).min(1),
  retrieved: text,
  provenance: text,
  provenanceZh: chinese,
  /** What the edition's entries are, when not agents ("Product"): the name column's header. */
  entryLabel: text.optional(),
  entryLabelZh: chinese,
  summary: text.optional(),
  summaryZh: chinese,
  notes: text,
  notesZh: chinese,
  entries: z.array(entrySchema),
  /** When the CMS published it (Strapi's own field): the date of the figures when the editor gave none. */
  publishedAt: text.optional(),
});

export const changeSchema = z.object({
  board: z.string(),
  editionId: z.string(),
  entry: z.string(),
  field: text,
  kind: z.enum(["changed", "added", "removed"]),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  reason: z.string(),
  at: z.string(),
});

export type BoardDefinition = z.infer<typeof boardSchema>;
export const boardDefinitionsSchema = z.record(z.string(), boardSchema);

/** One board as the CMS holds it (and as apps/cms/data/boards/*.json seeds it). */
export const contentBoardSchema = z.object({
  board: boardSchema,
  editions: z.array(editionSchema),
});
export type ContentBoard = z.infer<typeof contentBoardSchema>;
export type ContentEdition = ContentBoard["editions"][number];
export type ChangeRecord = z.infer<typeof changeSchema>;

type Row = Record<
  string,
  string | number | boolean | null | z.infer<typeof spreadSchema>
>;

/** A board's texts in Chinese, as apps/cms/data/i18n/zh-CN.json holds them (and the CMS's zh-CN version says). */
export const boardTextsSchema = z.object({
  title: z.string().nullish(),
  summary: z.string().nullish(),
  tieRule: z.string().nullish(),
  fields: z
    .record(
      z.string(),
      z.object({
        label: z.string().nullish(),
        unit: z.string().nullish(),
        description: z.string().nullish(),
      }),
    )
    .optional(),
});
export type BoardTexts = z.infer<typeof boardTextsSchema>;

/** The Chinese text where there is one and it differs from the English (otherwise the English serves both). */
const zh = (english: string | null, translated: string | null | undefined) =>
  translated && translated.trim() !== "" && translated !== english
    ? translated
    : undefined;

/** `{ [name]: text }` when there is a Chinese text, else nothing (spread into a definition). */
const optional = <K extends string>(name: K, value: string | undefined) =>
  value === undefined ? {} : { [name]: value };

/**
 * A board definition with its Chinese texts (`titleZh`, `summaryZh`, `tieRuleZh`, and each field's `labelZh`,
 * `unitZh`, `descriptionZh`) where the CMS has them: the Chinese pages and the data API read them, and fall back
 * to the English text of any field that has none.
 */
export function withChineseTexts(
  board: BoardDefinition,
  texts: BoardTexts | undefined,
): BoardDefinition {
  const fieldTexts = texts?.fields ?? {};
  return {
    slug: board.slug,
    title: board.title,
    ...optional("titleZh", zh(board.title, texts?.title)),
    track: board.track,
    category: board.category,
    route: board.route,
    summary: board.summary,
    ...optional("summaryZh", zh(board.summary, texts?.summary)),
    taskCount: board.taskCount,
    position: board.position,
    sortField: board.sortField,
    sortDirection: board.sortDirection,
    tieRule: board.tieRule,
    ...optional("tieRuleZh", zh(board.tieRule, texts?.tieRule)),
    headlineField: board.headlineField,
    sections: board.sections,
    ...(board.tasks ? { tasks: board.tasks } : {}),
    fields: board.fields.map((field) => {
      const own = fieldTexts[field.key];
      return {
        key: field.key,
        label: field.label,
        ...optional("labelZh", zh(field.label, own?.label)),
        kind: field.kind,
        unit: field.unit,
        ...optional("unitZh", zh(field.unit, own?.unit)),
        description: field.description,
        ...optional("descriptionZh", zh(field.description, own?.description)),
        lowerIsBetter: field.lowerIsBetter,
        ...(field.parent ? { parent: field.parent } : {}),
      };
    }),
  };
}

/** An edition's texts in Chinese, as zh-CN.json holds them (keyed `<board slug>/<edition id>`). */
export const editionTextsSchema = z.object({
  provenance: z.string().nullish(),
  entryLabel: z.string().nullish(),
  summary: z.string().nullish(),
  notes: z.string().nullish(),
});
export type EditionTexts = z.infer<typeof editionTextsSchema>;

/** An edition with its Chinese provenance, summary and notes where the CMS has them (`...Zh`). */
export function withChineseEditionTexts(
  edition: ContentEdition,
  texts: EditionTexts | undefined,
): ContentEdition {
  return {
    ...edition,
    provenanceZh: zh(edition.provenance, texts?.provenance),
    entryLabelZh: zh(edition.entryLabel ?? null, texts?.entryLabel),
    summaryZh: zh(edition.summary ?? null, texts?.summary),
    notesZh: zh(edition.notes, texts?.notes),
  };
}

/** A zh-CN answer of the CMS's boards as the Chinese texts of each board, by slug. */
export const textsOf = (board: BoardDefinition): BoardTexts => ({
  title: board.title,
  summary: board.summary,
  tieRule: board.tieRule,
  fields: Object.fromEntries(
    board.fields.map((field) => [
      field.key,
      { label: field.label, unit: field.unit, description: field.description },
    ]),
  ),
});

/** An edition's provenance, in the order and names of the site's board files. */
const provenanceOf = (edition: ContentEdition) => ({
  source: edition.sources,
  // An edition of the benchmark's own runs may name no retrieval date: its figures date from its release, or
  // else from its publication in the CMS.
  retrieved:
    edition.retrieved ??
    edition.released ??
    edition.publishedAt?.slice(0, 10) ??
    "",
  released: edition.released,
  edition: edition.provenance ?? edition.editionId,
  ...optional("editionZh", edition.provenanceZh),
  ...(edition.entryLabel ? { entryLabel: edition.entryLabel } : {}),
  ...optional("entryLabelZh", edition.entryLabelZh),
  // Always written (null when none): the pages import it by name from every edition file.
  summary: edition.summary ?? null,
  ...optional("summaryZh", edition.summaryZh),
  ...(edition.notes ? { notes: edition.notes } : {}),
  ...optional("notesZh", edition.notesZh),
});

const get = (
  values: ContentEdition["entries"][number]["values"],
  key: string,
) => values[key] ?? null;

type Entry = ContentEdition["entries"][number];

/**
 * An entry's field values, one per field of the board, and its mode, source, link, evaluation date and spreads
 * where it has them.
 */
const valuesOf = (board: ContentBoard["board"], entry: Entry) => ({
  ...(entry.mode ? { mode: entry.mode } : {}),
  ...(entry.group ? { group: entry.group } : {}),
  ...(entry.source ? { source: entry.source } : {}),
  ...(entry.link ? { link: entry.link } : {}),
  ...(entry.evaluationDate ? { evaluation_date: entry.evaluationDate } : {}),
  ...Object.fromEntries(
    board.fields.map((field) => [field.key, get(entry.values, field.key)]),
  ),
  ...(entry.spread && Object.keys(entry.spread).length > 0
    ? { spread: entry.spread }
    : {}),
});

/**
 * Every board's rows: the agent, its company (and where that name comes from), then one value per field of the
 * board's definition. Reference entries are not rows: they have no rank and go to the file's `reference` list.
 */
function rowsOf(board: ContentBoard["board"], edition: ContentEdition): Row[] {
  return edition.entries.flatMap((entry) =>
    entry.reference || entry.rank === null
      ? []
      : [
          {
            rank: entry.rank,
            agent: entry.name,
            company: entry.company,
            ...(entry.companyBasis
              ? { company_basis: entry.companyBasis }
              : {}),
            ...valuesOf(board, entry),
            verification: entry.verification,
          },
        ],
  );
}

/** Rows that are not ranked entries (adult humans, a baseline): shown at their score's position, never ranked. */
function referenceRows(board: ContentBoard["board"], edition: ContentEdition) {
  return edition.entries
    .filter((entry) => entry.reference || entry.rank === null)
    .map((entry) => ({
      agent: entry.name,
      company: entry.company,
      ...valuesOf(board, entry),
      verification: entry.verification,
    }));
}

/**
 * The site's board files from the CMS's content: `<board>/<edition>.json` per published edition,
 * `editions.json` (each board's editions, newest first), `changes.json` (public corrections) and
 * `boards.json` (each board's definition: where it lives, how it is ordered, its fields and sections) and `registry.json`
 * (the boards' listing: slug, title, track, category, route and edition ids, in listing order).
 */
export function toSiteFiles(
  boards: ContentBoard[],
  changes: ChangeRecord[] = [],
) {
  const files: Record<string, unknown> = {};
  const editions: Record<string, string[]> = {};
  const definitions: Record<string, ContentBoard["board"]> = {};
  for (const { board: content, editions: list } of [...boards].sort(
    (a, b) =>
      (a.board.position ?? Infinity) - (b.board.position ?? Infinity) ||
      a.board.slug.localeCompare(b.board.slug),
  )) {
    // The tasks go to a file of their own: boards.json is the registry every page's menus read.
    const { tasks, ...board } = content;
    if (tasks) files[`${board.slug}.tasks.json`] = tasks;
    definitions[board.slug] = board;
    const newestFirst = [...list].sort((a, b) =>
      b.editionId.localeCompare(a.editionId),
    );
    editions[board.slug] = newestFirst.map((edition) => edition.editionId);
    for (const edition of newestFirst) {
      const reference = referenceRows(board, edition);
      files[`${board.slug}/${edition.editionId}.json`] = {
        ...provenanceOf(edition),
        rows: rowsOf(board, edition),
        ...(reference.length > 0 ? { reference } : {}),
      };
    }
  }
  files["editions.json"] = editions;
  files["changes.json"] = [...changes].sort((a, b) => a.at.localeCompare(b.at));
  files["boards.json"] = definitions;
  // The registry as every page's menus, the /agi matrix, the /profession tiles and Home list it: each board's
  // place, name and published editions, in listing order, without its fields (boards.json has them; a board's page
  // loads its own).
  files["registry.json"] = Object.values(definitions).map((board) => ({
    slug: board.slug,
    title: board.title,
    ...(board.titleZh ? { titleZh: board.titleZh } : {}),
    track: board.track,
    category: board.category,
    route: board.route,
    editions: editions[board.slug] ?? [],
  }));
  return files;
}
