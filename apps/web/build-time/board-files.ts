// Build-time only: the board files of one boards folder (the committed snapshot or a CMS build's),
// read and checked against the site's board schemas. A malformed file fails the build, naming it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { SCIENCE_QA } from "@evergreen/boards";
import { z } from "zod";

import {
  boardTasksSchema,
  genericBoardSchemaOf,
  type BoardTasks,
  type GenericBoard,
} from "../app/data/schema";
import {
  boardDefinitionsSchema,
  SNAPSHOT_DIR,
  type BoardDefinition,
} from "./boards-source";

const editionListSchema = z.record(
  z.string(),
  z.array(z.string().regex(/^\d{4}\.\d{2}$/)),
);

const changesSchema = z.array(
  z.object({
    board: z.string(),
    editionId: z.string(),
    entry: z.string(),
    field: z.string().nullable(),
    kind: z.enum(["changed", "added", "removed"]),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    reason: z.string(),
    at: z.string(),
  }),
);

export type BoardFiles = {
  /** The registry: each board's definition as the CMS holds it (fields, order, sections). */
  definitions: Record<string, BoardDefinition>;
  /** Public corrections to published editions (the CMS's change records). */
  changes: z.infer<typeof changesSchema>;
  /** Every board with its published editions, newest first, each checked against the board's fields. */
  boards: {
    definition: BoardDefinition;
    editions: { edition: string; data: GenericBoard }[];
  }[];
};

/** Where a board lives: `/profession/<category>` or `/agi/<id>`. */
const BOARD_ROUTE = {
  profession: /^\/profession\/([a-z][a-z0-9-]*)$/,
  agi: /^\/agi\/([a-z][a-z0-9-]*)$/,
} as const;
/** The one page that is not a board of the boards folder (its figures are read live from the CMS). */
const TAKEN_ROUTES: readonly string[] = [SCIENCE_QA.route];

/**
 * Every board's route must be free and of its track's form, and a profession board's route must name its category:
 * a mistake fails the build (the rebuild service keeps the old site and logs this message).
 */
export function checkBoardRoutes(
  definitions: Record<string, BoardDefinition>,
): void {
  const routes = new Map<string, string>();
  for (const definition of Object.values(definitions)) {
    const clash = routes.get(definition.route);
    if (clash)
      throw new Error(
        `boards: "${definition.slug}" and "${clash}" both use the route ${definition.route}`,
      );
    routes.set(definition.route, definition.slug);
    const match = BOARD_ROUTE[definition.track].exec(definition.route);
    if (
      !match ||
      TAKEN_ROUTES.includes(definition.route) ||
      (definition.track === "profession" && match[1] !== definition.category)
    )
      throw new Error(
        `boards: "${definition.slug}" has the route ${definition.route}; a ${definition.track} board needs ${
          definition.track === "profession"
            ? `/profession/${definition.category}`
            : `/agi/<id> (not ${SCIENCE_QA.route})`
        }`,
      );
  }
}

function readJson(dir: string, name: string): unknown {
  const file = path.join(dir, name);
  if (!existsSync(file))
    throw new Error(`boards: ${file} is missing (listed in editions.json)`);
  return JSON.parse(readFileSync(file, "utf8"));
}

function parse<T>(schema: z.ZodType<T>, data: unknown, where: string): T {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new Error(
      `boards: ${where} is malformed:\n${z.prettifyError(result.error)}`,
    );
  return result.data;
}

/** `editions.json` of a boards folder: each board's editions, newest first. */
export const readEditionLists = (dir: string = SNAPSHOT_DIR) =>
  parse(
    editionListSchema,
    readJson(dir, "editions.json"),
    `${dir}/editions.json`,
  );

/** Every board of a boards folder (`boards.json`, the registry), its routes checked. */
export function readBoards(dir: string = SNAPSHOT_DIR): BoardDefinition[] {
  const definitions = parse(
    boardDefinitionsSchema,
    readJson(dir, "boards.json"),
    "boards.json",
  );
  checkBoardRoutes(definitions);
  return Object.values(definitions);
}

/**
 * The boards with a published edition: only they get routes and pages. A board published in the CMS before its
 * first edition (or whose editions were all unpublished) is left out until it has one, as the registry's pages
 * leave it out (app/data/board-registry.ts): the build never fails on it.
 */
export function liveBoards(dir: string = SNAPSHOT_DIR) {
  const lists = readEditionLists(dir);
  return readBoards(dir).filter(
    (board) => (lists[board.slug] ?? []).length > 0,
  );
}

/** The pages of the boards with a published edition: the board's own, and one per edition. */
export function boardPathsOf(dir: string = SNAPSHOT_DIR): string[] {
  const lists = readEditionLists(dir);
  return liveBoards(dir).flatMap((board) => [
    board.route,
    ...(lists[board.slug] ?? []).map((edition) => `${board.route}/${edition}`),
  ]);
}

/** Every edition of every board, newest first, as `editions.json` in `dir` lists them, checked against its board. */
export function readBoardFiles(dir: string = SNAPSHOT_DIR): BoardFiles {
  const editions = readEditionLists(dir);
  const definitions = parse(
    boardDefinitionsSchema,
    readJson(dir, "boards.json"),
    "boards.json",
  );
  checkBoardRoutes(definitions);
  return {
    definitions,
    changes: parse(
      changesSchema,
      readJson(dir, "changes.json"),
      "changes.json",
    ),
    boards: Object.values(definitions).map((definition) => ({
      definition,
      editions: (editions[definition.slug] ?? []).map((edition) => {
        const name = `${definition.slug}/${edition}.json`;
        return {
          edition,
          data: parse(
            genericBoardSchemaOf(definition.fields),
            readJson(dir, name),
            name,
          ),
        };
      }),
    })),
  };
}

/** A board's tasks (`<slug>.tasks.json`, the CMS board's `tasks`), or null when it has none. */
export function readBoardTasks(
  slug: string,
  dir: string = SNAPSHOT_DIR,
): BoardTasks | null {
  const name = `${slug}.tasks.json`;
  if (!existsSync(path.join(dir, name))) return null;
  return parse(boardTasksSchema, readJson(dir, name), name);
}
