import type { GenericEdition } from "./board-edition";
import { editionsOf } from "./board-lookup";
import type { BoardDefinition } from "./board-registry";
import type { GenericBoard } from "./schema";

// Every board's editions, from the boards folder the build reads, each in the one row shape the converter writes.
// Checked against the board's fields at build time (build-time/board-files.ts). All of them at once: for code that
// runs at build time in the app's modules (Home's loader) and for tests; a board's page gets its editions from
// its route's loader.
const files = import.meta.glob<GenericBoard>("@boards/*/*.json", {
  eager: true,
  import: "default",
});

export type { GenericEdition } from "./board-edition";
export { rankingOf } from "./board-edition";

/** One edition of a board, or undefined when it is not published. */
export function genericEdition(
  board: BoardDefinition,
  edition: string | undefined,
): GenericEdition | undefined {
  if (!edition) return undefined;
  const suffix = `/${board.slug}/${edition}.json`;
  const file = Object.keys(files).find((name) => name.endsWith(suffix));
  return file ? { ...files[file]!, board, edition } : undefined;
}

/** A board's published editions from the boards folder, newest first, as a board's page takes them. */
export const editionFilesOf = (board: BoardDefinition) =>
  editionsOf(board).flatMap((edition) => {
    const data = genericEdition(board, edition);
    return data ? [{ edition, data }] : [];
  });
