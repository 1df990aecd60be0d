import { z } from "zod";

import type { FrontierFile } from "../../app/lib/data-api/frontier-types";
import {
  API_VERSION,
  badgeFolder,
  boardFilePath,
  dataIndexPath,
  frontierFilePath,
  schemaPaths,
} from "../../app/lib/data-api/urls";
import { renderBadge } from "./badge-svg";
import { dataApiBoards, type BoardEdition } from "./boards";
import { buildFrontier } from "./frontier";
import {
  boardFileSchema,
  frontierFileSchema,
  indexFileSchema,
  toJsonSchema,
} from "./schema";

// Build-time generator of the static data API and the badges (the `data-api` plugin in
// vite.config.ts emits these files into the client build). Never imported by the pages.

export type ApiFile = { path: string; content: string };

export function boardFile(board: BoardEdition) {
  return {
    apiVersion: API_VERSION,
    schema: schemaPaths.board(board.board, board.edition),
    board: board.board,
    edition: board.edition,
    title: board.title,
    page: board.page,
    provenance: board.provenance,
    fields: board.fields,
    headline: board.headline,
    interval: board.interval,
    rowCount: board.rows.length,
    corrections: board.corrections,
    rows: board.rows.map((row) => {
      const reserved = ["rank", "tied", "slug", "badge"];
      const clash = Object.keys(row.values).find((key) =>
        [...reserved, "spread"].includes(key),
      );
      if (clash)
        throw new Error(
          `${board.board}/${board.edition}: field "${clash}" is reserved`,
        );
      return {
        rank: row.rank,
        tied: row.tied,
        slug: row.slug,
        badge: row.badge,
        ...row.values,
        ...(row.spread ? { spread: row.spread } : {}),
      };
    }),
    // Only on a board with reference rows (adult humans, a baseline): not ranked, so not in `rows`.
    ...(board.reference.length > 0
      ? {
          reference: board.reference.map((row) => ({
            name: row.name,
            source: row.source,
            ...row.values,
            ...(row.spread ? { spread: row.spread } : {}),
          })),
        }
      : {}),
  };
}

export function indexFile(boards: readonly BoardEdition[]) {
  const ids = [...new Set(boards.map((board) => board.board))];
  return {
    apiVersion: API_VERSION,
    schema: schemaPaths.index,
    boards: ids.map((id) => {
      const editions = boards.filter((board) => board.board === id);
      return {
        board: id,
        title: editions[0]!.title,
        page: editions[0]!.page,
        editions: editions.map((board) => ({
          edition: board.edition,
          url: boardFilePath(board.board, board.edition),
          schema: schemaPaths.board(board.board, board.edition),
          badges: badgeFolder(board.board, board.edition),
          source: board.provenance.source,
          retrieved: board.provenance.retrieved,
          snapshot: board.provenance.snapshot,
          rowCount: board.rows.length,
        })),
      };
    }),
    frontier: { url: frontierFilePath, schema: schemaPaths.frontier },
  };
}

/** The text of a badge: "xbench-DeepSearch 2025.10 · rank 3 · 35+", and who it is about. */
export function badgeText(
  board: BoardEdition,
  row: BoardEdition["rows"][number],
) {
  const label = `${board.title} ${board.edition}`;
  const message = `rank ${row.rank} · ${row.headline}`;
  return { label, message, title: `${row.name}: ${label} · ${message}` };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Checks a generated document against its zod schema; a mismatch fails the build. */
function checked<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`data API ${path}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** A generated document, checked against its zod schema, and that schema as JSON Schema at its own path. */
function checkedWithSchema<T>(
  schema: z.ZodType<T>,
  value: unknown,
  path: string,
  schemaPath: string,
): ApiFile[] {
  return [
    { path, content: json(checked(schema, value, path)) },
    { path: schemaPath, content: json(toJsonSchema(schema)) },
  ];
}

/** Every file of the data API and every badge, with its site path (leading '/'). */
export function buildDataApi(
  boards: readonly BoardEdition[] = dataApiBoards(),
  frontier: FrontierFile = buildFrontier(boards),
): ApiFile[] {
  const files: ApiFile[] = [
    ...checkedWithSchema(
      frontierFileSchema,
      frontier,
      frontierFilePath,
      schemaPaths.frontier,
    ),
    ...checkedWithSchema(
      indexFileSchema,
      indexFile(boards),
      dataIndexPath,
      schemaPaths.index,
    ),
  ];
  for (const board of boards) {
    files.push(
      ...checkedWithSchema(
        boardFileSchema(board),
        boardFile(board),
        boardFilePath(board.board, board.edition),
        schemaPaths.board(board.board, board.edition),
      ),
    );
    for (const row of board.rows) {
      files.push({
        path: row.badge,
        content: renderBadge(badgeText(board, row)),
      });
    }
  }
  const paths = files.map((file) => file.path);
  const repeated = paths.find((path, i) => paths.indexOf(path) !== i);
  if (repeated) throw new Error(`data API: two files at ${repeated}`);
  return files;
}
