import { editionsOf } from "@/data/board-lookup";
import { type BoardDefinition } from "@/data/board-registry";
import { genericEdition } from "@/data/generic-boards";
import type { BoardTasks } from "@/data/schema";

import { BoardView, type EditionFile } from "./board-view";

/**
 * A board's page from the board alone: its editions read from the boards folder the build reads (every board's,
 * so not for the site's routes, whose loader gives a page only its own: routes/board.tsx), or the given files (a
 * draft, files a test converted), newest first.
 */
export function BoardPage({
  board,
  edition,
  tasks,
  editionFiles,
}: {
  board: BoardDefinition;
  edition?: string;
  tasks?: BoardTasks;
  editionFiles?: readonly EditionFile[];
}) {
  const files =
    editionFiles ??
    editionsOf(board).flatMap((id) => {
      const found = genericEdition(board, id);
      return found ? [{ edition: id, data: found }] : [];
    });
  return (
    <BoardView
      board={board}
      edition={edition}
      editions={files.map((file) => file.edition)}
      editionFiles={files}
      tasks={tasks}
    />
  );
}
