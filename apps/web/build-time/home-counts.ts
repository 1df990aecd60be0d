import { SCIENCE_QA } from "@evergreen/boards";

import type { HomeCounts } from "../app/features/home/lib/hero-facts";
import { SCIENCEQA_QUESTIONS } from "../app/lib/interval";
import { readBoardFiles } from "./board-files";
import { buildAgentProfiles } from "./data-api/agents";
import { dataApiBoards, type BoardEdition } from "./data-api/boards";

/** Home's counts (issue 37: one set of numbers) from these profiles and boards; task counts by board slug (ScienceQA's is its question count). */
export function homeCountsOf(
  profiles: readonly { company: string | null }[],
  boards: readonly Pick<BoardEdition, "board">[],
  taskCountOf: (board: string) => number | null,
): HomeCounts {
  const slugs = [...new Set(boards.map((edition) => edition.board))];
  const taskCounts = slugs.map(taskCountOf);
  return {
    agents: profiles.length,
    companies: new Set(
      profiles.flatMap((profile) =>
        profile.company?.trim() ? [profile.company.trim()] : [],
      ),
    ).size,
    tasks: taskCounts.every((count) => count !== null)
      ? taskCounts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
      : null,
    boards: slugs.length,
  };
}

/** Home's counts for the boards folder the build reads. */
export function homeCounts(
  boardsDir: string | undefined = process.env.XBENCH_BOARDS_DIR,
): HomeCounts {
  const { definitions } = readBoardFiles(boardsDir);
  return homeCountsOf(
    buildAgentProfiles(boardsDir),
    dataApiBoards(boardsDir),
    (board) =>
      board === SCIENCE_QA.slug
        ? SCIENCEQA_QUESTIONS
        : (definitions[board]?.taskCount ?? null),
  );
}
