// Build-time only: the board files of one boards folder (the committed snapshot or a CMS build's),
// read and checked against the site's board schemas. A malformed file fails the build, naming it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import {
  deepSearchCurrentSchema,
  deepSearchPreviousSchema,
  marketingBoardSchema,
  recruitingBoardSchema,
  type DeepSearchCurrentBoard,
  type DeepSearchPreviousBoard,
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
};

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
  return {
    definitions: parse(
      boardDefinitionsSchema,
      readJson(dir, "boards.json"),
      "boards.json",
    ),
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
  };
}
