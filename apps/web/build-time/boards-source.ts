// Build-time only: where the site's boards come from. By default the snapshot committed in
// app/data/boards; with BOARDS_SOURCE=cms, the CMS's published boards and editions, converted into the
// same files in a folder of their own (the rebuild service's builds). Browser code never imports this
// folder (eslint's no-restricted-imports in eslint.config.js).
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { z } from "zod";

import {
  boardSchema,
  boardTextsSchema,
  changeSchema,
  contentBoardSchema,
  editionSchema,
  editionTextsSchema,
  textsOf,
  toSiteFiles,
  withChineseEditionTexts,
  withChineseTexts,
  type ContentBoard,
} from "../app/data/cms-content";
import { CMS_SEED_DIR } from "./cms-seed";

// The conversion itself lives in app/data/cms-content.ts (the /preview page runs it in the browser).
export {
  boardDefinitionsSchema,
  contentBoardSchema,
  toSiteFiles,
  type BoardDefinition,
  type ContentBoard,
} from "../app/data/cms-content";

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
  const english = await readAll(
    origin,
    "/api/boards?populate[fields]=true&populate[sections]=true&sort=slug:asc",
    boardSchema,
  );
  // The same boards in Chinese: the CMS answers each text in Chinese, or in English where it has none.
  const chineseTexts = new Map(
    (
      await readAll(
        origin,
        "/api/boards?populate[fields]=true&sort=slug:asc&locale=zh-CN",
        boardSchema,
      )
    ).map((board) => [board.slug, textsOf(board)]),
  );
  const boards = english.map((board) =>
    withChineseTexts(board, chineseTexts.get(board.slug)),
  );
  const editions = await readAll(
    origin,
    "/api/editions?populate[entries]=true&populate[board][fields][0]=slug&sort=editionId:desc",
    editionSchema.extend({ board: z.object({ slug: z.string() }).nullable() }),
  );
  // Their Chinese provenance, summary and notes (English where the CMS has no translation).
  const chineseEditions = new Map(
    (
      await readAll(
        origin,
        "/api/editions?populate[board][fields][0]=slug&sort=editionId:desc&fields[0]=editionId&fields[1]=provenance&fields[2]=summary&fields[3]=notes&fields[4]=entryLabel&locale=zh-CN",
        editionTextsSchema.extend({
          editionId: z.string(),
          board: z.object({ slug: z.string() }).nullable(),
        }),
      )
    ).map((edition) => [
      `${edition.board?.slug}/${edition.editionId}`,
      edition,
    ]),
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
      .map((edition) =>
        withChineseEditionTexts(
          editionSchema.parse(edition),
          chineseEditions.get(`${board.slug}/${edition.editionId}`),
        ),
      ),
  }));
  return { boards: content, changes };
}

/**
 * The boards as a freshly seeded CMS holds them (apps/cms/data/boards/*.json with the Chinese texts of
 * apps/cms/data/i18n/zh-CN.json), read without starting one: the snapshot is their conversion.
 */
export function readSeedBoards(dir: string = CMS_SEED_DIR): ContentBoard[] {
  const chinese = z
    .object({
      boards: z.record(z.string(), boardTextsSchema),
      editions: z.record(z.string(), editionTextsSchema),
    })
    .parse(JSON.parse(readFileSync(path.join(dir, "i18n/zh-CN.json"), "utf8")));
  return readdirSync(path.join(dir, "boards"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) =>
      contentBoardSchema.parse(
        JSON.parse(readFileSync(path.join(dir, "boards", name), "utf8")),
      ),
    )
    .map(({ board, editions }) => ({
      board: withChineseTexts(board, chinese.boards[board.slug]),
      editions: editions.map((edition) =>
        withChineseEditionTexts(
          edition,
          chinese.editions[`${board.slug}/${edition.editionId}`],
        ),
      ),
    }));
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
  const editionCount = Object.keys(files).filter((name) =>
    /\/\d{4}\.\d{2}\.json$/.test(name),
  ).length;
  log(
    `boards: read from the CMS at ${cmsUrl}: ${boards.length} boards, ${editionCount} published editions`,
  );
  return outDir;
}
