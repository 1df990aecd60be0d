import { type BoardDefinition } from "@/data/board-registry";
import type { BoardTasks } from "@/data/schema";

import { BoardView, type EditionFile } from "./board-view";

/**
 * A board's page from the board and its edition files, newest first: a draft's (the preview), or the boards
 * folder's (`editionFilesOf` in data/generic-boards.ts, for tests: it bundles every board's editions, so no client
 * code imports it; the site's routes get their own board's from their loader: routes/board.tsx).
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
  editionFiles: readonly EditionFile[];
}) {
  return (
    <BoardView
      board={board}
      edition={edition}
      editions={editionFiles.map((file) => file.edition)}
      editionFiles={editionFiles}
      tasks={tasks}
    />
  );
}
