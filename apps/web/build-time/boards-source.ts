// Build-time only: where the site's boards come from. By default the snapshot committed in
// app/data/boards; with BOARDS_SOURCE=cms, the CMS's published boards and editions, converted into the
// same files in a folder of their own (the rebuild service's builds). Browser code never imports this
// folder (eslint's no-restricted-imports in eslint.config.js).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { BUNDLED_BOARDS } from "../app/data/bundled-boards";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const fieldSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  kind: z.string().min(1),
  unit: text,
  description: text,
  // Chinese texts for the /zh pages (optional: the English ones are shown without them).
  labelZh: z.string().nullish(),
  unitZh: z.string().nullish(),
  descriptionZh: z.string().nullish(),
  lowerIsBetter: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

const boardSchema = z.object({
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1),
  track: z.enum(["agi", "profession"]),
  category: z.string().min(1),
  route: z.string().min(1),
  summary: text,
  taskCount: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  sortField: z.string().min(1),
  sortDirection: z.enum(["asc", "desc"]),
  tieRule: text,
  headlineField: z.string().min(1),
  fields: z.array(fieldSchema),
});

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const entrySchema = z.object({
  rank: z.number().int().positive(),
  name: z.string().min(1),
  company: text,
  mode: text,
  link: text.optional(),
  evaluationDate: text,
  verification: text,
  companyBasis: text.optional(),
  values: z
    .record(z.string(), value)
    .nullish()
    .transform((values) => values ?? {}),
});

const editionSchema = z.object({
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
  summary: text.optional(),
  notes: text,
  entries: z.array(entrySchema),
  /** When the CMS published it (Strapi's own field): the date of the figures when the editor gave none. */
  publishedAt: text.optional(),
});

const changeSchema = z.object({
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

type Row = Record<string, string | number | boolean | null>;

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
  // Always written (null when none): the pages import it by name from every edition file.
  summary: edition.summary ?? null,
  ...(edition.notes ? { notes: edition.notes } : {}),
});

const get = (
  values: ContentEdition["entries"][number]["values"],
  key: string,
) => values[key] ?? null;

/**
 * DeepSearch editions come in two published shapes: with cost and time per task (products, 2025.10 on),
 * or accuracy bands only, per model and mode (2025.05).
 */
function deepSearchRows(edition: ContentEdition): Row[] {
  const full = edition.entries.some(
    (entry) =>
      get(entry.values, "cost_per_task") !== null ||
      get(entry.values, "time_per_task") !== null,
  );
  return edition.entries.map((entry): Row =>
    full
      ? {
          rank: entry.rank,
          product: entry.name,
          company: entry.company,
          accuracy_band: get(entry.values, "accuracy"),
          cost_per_task: get(entry.values, "cost_per_task"),
          time_cost_per_task: get(entry.values, "time_per_task"),
          evaluation_date: entry.evaluationDate,
          verification: entry.verification,
        }
      : {
          rank: entry.rank,
          agent_model: entry.name,
          mode: entry.mode,
          company: entry.company,
          accuracy_band: get(entry.values, "accuracy"),
          evaluation_date: entry.evaluationDate,
          verification: entry.verification,
        },
  );
}

/** Profession boards: the agent, its company (and where that name comes from), then one column per field. */
function professionRows(
  board: ContentBoard["board"],
  edition: ContentEdition,
): Row[] {
  return edition.entries.map((entry) => ({
    rank: entry.rank,
    agent: entry.name,
    company: entry.company,
    ...(entry.companyBasis ? { company_basis: entry.companyBasis } : {}),
    ...Object.fromEntries(
      board.fields.map((field) => [field.key, get(entry.values, field.key)]),
    ),
    verification: entry.verification,
  }));
}

const rowsOf = (board: ContentBoard["board"], edition: ContentEdition) =>
  board.slug === "deepsearch"
    ? deepSearchRows(edition)
    : professionRows(board, edition);

/**
 * The site's board files from the CMS's content: `<board>/<edition>.json` per published edition,
 * `editions.json` (each board's editions, newest first), `changes.json` (public corrections) and
 * `boards.json` (each board's definition: where it lives, how it is ordered, its fields).
 */
export function toSiteFiles(
  boards: ContentBoard[],
  changes: ChangeRecord[] = [],
) {
  const files: Record<string, unknown> = {};
  const editions: Record<string, string[]> = {};
  const definitions: Record<string, ContentBoard["board"]> = {};
  for (const { board, editions: list } of [...boards].sort((a, b) =>
    a.board.slug.localeCompare(b.board.slug),
  )) {
    definitions[board.slug] = board;
    const newestFirst = [...list].sort((a, b) =>
      b.editionId.localeCompare(a.editionId),
    );
    editions[board.slug] = newestFirst.map((edition) => edition.editionId);
    for (const edition of newestFirst) {
      files[`${board.slug}/${edition.editionId}.json`] = {
        ...provenanceOf(edition),
        rows: rowsOf(board, edition),
      };
    }
  }
  files["editions.json"] = editions;
  files["changes.json"] = [...changes].sort((a, b) => a.at.localeCompare(b.at));
  files["boards.json"] = definitions;
  // The boards without a page of their own, for the pages that list them (tiles, matrix, Home): those pages
  // load this small file, not every board's fields.
  files["generic-boards.json"] = Object.fromEntries(
    Object.entries(definitions).filter(
      ([slug]) => !BUNDLED_BOARDS.includes(slug),
    ),
  );
  return files;
}

/** Writes the files as the snapshot is written: two-space JSON, a final newline. */
export function writeSiteFiles(dir: string, files: Record<string, unknown>) {
  rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  }
}

const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      pagination: z.object({ page: z.number(), pageCount: z.number() }),
    }),
  });

async function readAll<T extends z.ZodType>(
  origin: string,
  query: string,
  item: T,
): Promise<z.infer<T>[]> {
  const all: z.infer<T>[] = [];
  for (let page = 1; ; page += 1) {
    const url = `${origin}${query}&pagination[page]=${page}&pagination[pageSize]=100`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok)
      throw new Error(`boards: ${url} answered ${response.status}`);
    const parsed = listSchema(item).safeParse(await response.json());
    if (!parsed.success)
      throw new Error(
        `boards: ${url} answered an unexpected shape:\n${z.prettifyError(parsed.error)}`,
      );
    all.push(...parsed.data.data);
    if (page >= parsed.data.meta.pagination.pageCount) return all;
  }
}

/** The CMS's published boards, editions and change records (public REST API, as any client reads them). */
export async function readCmsBoards(origin: string) {
  const boards = await readAll(
    origin,
    "/api/boards?populate[fields]=true&sort=slug:asc",
    boardSchema,
  );
  const editions = await readAll(
    origin,
    "/api/editions?populate[entries]=true&populate[board][fields][0]=slug&sort=editionId:desc",
    editionSchema.extend({ board: z.object({ slug: z.string() }).nullable() }),
  );
  const changes = await readAll(
    origin,
    "/api/change-records?sort=at:asc",
    changeSchema,
  );
  const content: ContentBoard[] = boards.map((board) => ({
    board,
    editions: editions
      .filter((edition) => edition.board?.slug === board.slug)
      .map((edition) => editionSchema.parse(edition)),
  }));
  return { boards: content, changes };
}

export const SNAPSHOT_DIR = path.resolve(
  import.meta.dirname,
  "../app/data/boards",
);

/**
 * The folder the build reads boards from. `BOARDS_SOURCE=cms`: read the CMS at `cmsUrl` and write the
 * files into `outDir` (a build asked for the CMS fails when the CMS cannot be read; it never falls back
 * silently). Otherwise: the committed snapshot. Says which in the build's output.
 */
export async function resolveBoardsDir({
  source,
  cmsUrl,
  outDir,
  log = console.log,
}: {
  source: string | undefined;
  cmsUrl: string;
  outDir: string;
  log?: (line: string) => void;
}): Promise<string> {
  if (source !== "cms") {
    log(
      `boards: the snapshot committed in apps/web/app/data/boards (set BOARDS_SOURCE=cms to read the CMS)`,
    );
    return SNAPSHOT_DIR;
  }
  const { boards, changes } = await readCmsBoards(cmsUrl);
  const files = toSiteFiles(boards, changes);
  writeSiteFiles(outDir, files);
  const editionCount = Object.keys(files).length - 4;
  log(
    `boards: read from the CMS at ${cmsUrl}: ${boards.length} boards, ${editionCount} published editions`,
  );
  return outDir;
}
