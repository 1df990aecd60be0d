// Build-time only: the board files of one boards folder (the committed snapshot or a CMS build's),
// read and checked against the site's board schemas. A malformed file fails the build, naming it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { BUNDLED_BOARDS } from "../app/data/bundled-boards";
import {
  deepSearchCurrentSchema,
  deepSearchPreviousSchema,
  genericBoardSchemaOf,
  marketingBoardSchema,
  recruitingBoardSchema,
  type DeepSearchCurrentBoard,
  type DeepSearchPreviousBoard,
  type GenericBoard,
  type MarketingBoard,
  type RecruitingBoard,
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

/** A full DeepSearch edition names products (with cost and time); a bands-only one names models. */
const layoutProbe = z.object({
  rows: z.array(z.looseObject({ product: z.unknown().optional() })),
});

export type DeepSearchEditionFile =
  | { edition: string; layout: "full"; data: DeepSearchCurrentBoard }
  | { edition: string; layout: "bands"; data: DeepSearchPreviousBoard };

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
  /** Each board's definition as the CMS holds it (fields with label, unit, description, kind, direction). */
  definitions: Record<string, BoardDefinition>;
  /** Public corrections to published editions (the CMS's change records). */
  changes: z.infer<typeof changesSchema>;
  deepsearch: DeepSearchEditionFile[];
  recruiting: { edition: string; data: RecruitingBoard }[];
  marketing: { edition: string; data: MarketingBoard }[];
  /** Boards published in the CMS that have no page of their own: the generic board page shows them. */
  generic: {
    definition: BoardDefinition;
    editions: { edition: string; data: GenericBoard }[];
  }[];
};

/** Where a board without a page of its own lives: `/profession/<category>` or `/agi/<id>`. */
const GENERIC_ROUTE = {
  profession: /^\/profession\/([a-z][a-z0-9-]*)$/,
  agi: /^\/agi\/([a-z][a-z0-9-]*)$/,
} as const;
const TAKEN_ROUTES = ["/agi/scienceqa", "/agi/aisearch"];

/**
 * The routes of boards without a page of their own must be free and of their track's form, and a
 * profession board's route must name its category: a mistake fails the build (the rebuild service keeps
 * the old site and logs this message).
 */
export function checkGenericRoutes(
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
    if (BUNDLED_BOARDS.includes(definition.slug)) continue;
    const match = GENERIC_ROUTE[definition.track].exec(definition.route);
    if (
      !match ||
      TAKEN_ROUTES.includes(definition.route) ||
      (definition.track === "profession" && match[1] !== definition.category)
    )
      throw new Error(
        `boards: "${definition.slug}" has the route ${definition.route}; a ${definition.track} board needs ${
          definition.track === "profession"
            ? `/profession/${definition.category}`
            : "/agi/<id> (not /agi/scienceqa or /agi/aisearch)"
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

/** The boards of a boards folder that have no page of their own (the generic board page shows them). */
export function readGenericBoards(dir: string = SNAPSHOT_DIR) {
  const definitions = parse(
    boardDefinitionsSchema,
    readJson(dir, "boards.json"),
    "boards.json",
  );
  checkGenericRoutes(definitions);
  return Object.values(definitions).filter(
    (definition) => !BUNDLED_BOARDS.includes(definition.slug),
  );
}

/**
 * The boards without a page of their own that have a published edition: only they get routes and pages. A board
 * published in the CMS before its first edition (or whose editions were all unpublished) is left out until it has
 * one, as the registry's pages leave it out (app/data/board-registry.ts): the build never fails on it.
 */
export function liveGenericBoards(dir: string = SNAPSHOT_DIR) {
  const lists = readEditionLists(dir);
  return readGenericBoards(dir).filter(
    (board) => (lists[board.slug] ?? []).length > 0,
  );
}

/** The pages of the generic boards with a published edition: the board's own, and one per edition. */
export function genericBoardPathsOf(dir: string = SNAPSHOT_DIR): string[] {
  const lists = readEditionLists(dir);
  return liveGenericBoards(dir).flatMap((board) => [
    board.route,
    ...(lists[board.slug] ?? []).map((edition) => `${board.route}/${edition}`),
  ]);
}

/** Every edition of the three bundled boards, newest first, as `editions.json` in `dir` lists them. */
export function readBoardFiles(dir: string = SNAPSHOT_DIR): BoardFiles {
  const editions = parse(
    editionListSchema,
    readJson(dir, "editions.json"),
    `${dir}/editions.json`,
  );
  const listed = (board: string) => editions[board] ?? [];
  const read = <T>(board: string, schema: z.ZodType<T>) =>
    listed(board).map((edition) => {
      const name = `${board}/${edition}.json`;
      return { edition, data: parse(schema, readJson(dir, name), name) };
    });
  const definitions = parse(
    boardDefinitionsSchema,
    readJson(dir, "boards.json"),
    "boards.json",
  );
  checkGenericRoutes(definitions);
  return {
    definitions,
    changes: parse(
      changesSchema,
      readJson(dir, "changes.json"),
      "changes.json",
    ),
    deepsearch: listed("deepsearch").map((edition): DeepSearchEditionFile => {
      const name = `deepsearch/${edition}.json`;
      const data = readJson(dir, name);
      const probe = layoutProbe.safeParse(data);
      return probe.success &&
        probe.data.rows.some((row) => row.product !== undefined)
        ? {
            edition,
            layout: "full",
            data: parse(deepSearchCurrentSchema, data, name),
          }
        : {
            edition,
            layout: "bands",
            data: parse(deepSearchPreviousSchema, data, name),
          };
    }),
    recruiting: read("recruiting", recruitingBoardSchema),
    marketing: read("marketing", marketingBoardSchema),
    generic: Object.values(definitions)
      .filter((definition) => !BUNDLED_BOARDS.includes(definition.slug))
      .map((definition) => ({
        definition,
        editions: read(
          definition.slug,
          genericBoardSchemaOf(definition.fields),
        ),
      })),
  };
}
