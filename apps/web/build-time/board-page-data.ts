// Build time only (a board route's loader, run by the prerender): what a board's page is given with its
// prerendered data, from the boards folder the build reads.
import { editionFields } from "../app/lib/edition-fields";
import { readBoardFiles, readBoardTasks, type BoardFiles } from "./board-files";
import { frontierOfFolder } from "./data-api/frontier";

const read = new Map<string, BoardFiles>();

/** The boards folder's files, read and checked once per folder (every board page's loader asks). */
function filesOf(dir: string | undefined): BoardFiles {
  const key = dir ?? "";
  let files = read.get(key);
  if (!files) {
    files = readBoardFiles(dir);
    read.set(key, files);
  }
  return files;
}

/**
 * A board's definition, the edition shown (the newest without one) and the one before it, the board's tasks where
 * its page shows them, and its meta's sources and variables. Undefined for a board the folder does not have.
 */
export function boardPageData(
  slug: string,
  edition: string | undefined,
  dir: string | undefined,
) {
  const found = filesOf(dir).boards.find(
    (board) => board.definition.slug === slug,
  );
  if (!found) return undefined;
  const { definition, editions } = found;
  const index = edition
    ? editions.findIndex((file) => file.edition === edition)
    : 0;
  const shown = editions[index];
  if (!shown) return undefined;
  const previous = editions[index + 1];
  return {
    board: definition,
    editionFiles: previous ? [shown, previous] : [shown],
    // The board's best published value per edition by date, as /data/frontier.json has it (its page's progress).
    frontier:
      frontierOfFolder(dir).boards.find((board) => board.board === slug) ??
      null,
    tasks: (definition.sections ?? []).includes("task-table")
      ? readBoardTasks(slug, dir)
      : null,
    meta: {
      // The board's page stands for all its editions; an edition's page for its own.
      sources: edition
        ? shown.data.source
        : editions.flatMap((file) => file.data.source),
      variables: editionFields(definition, shown.data.rows).map(
        (field) => field.label,
      ),
    },
  };
}
