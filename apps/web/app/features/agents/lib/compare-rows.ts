import { SCIENCE_QA } from "@evergreen/boards";

import { liveBoards } from "@/data/board-registry";
import { certainBest } from "@/lib/honest-ranks";

import type { AgentProfile, AgentResult } from "./types";

/** What /compare needs of an agent (the prerender loader sends these for every agent). */
export type CompareAgent = Pick<AgentProfile, "slug" | "name" | "company"> & {
  results: Pick<
    AgentResult,
    | "board"
    | "boardTitle"
    | "edition"
    | "page"
    | "entryName"
    | "rank"
    | "tied"
    | "rankRange"
    | "rowCount"
    | "headlineLabel"
    | "headlineLabelZh"
    | "headline"
    | "value"
    | "interval"
  >[];
};

export function compareAgentOf(profile: AgentProfile): CompareAgent {
  return {
    slug: profile.slug,
    name: profile.name,
    company: profile.company,
    results: profile.results.map((result) => ({
      board: result.board,
      boardTitle: result.boardTitle,
      edition: result.edition,
      page: result.page,
      entryName: result.entryName,
      rank: result.rank,
      tied: result.tied,
      rankRange: result.rankRange,
      rowCount: result.rowCount,
      headlineLabel: result.headlineLabel,
      headlineLabelZh: result.headlineLabelZh,
      headline: result.headline,
      value: result.value,
      interval: result.interval,
    })),
  };
}

export type CompareRow = {
  key: string;
  boardTitle: string;
  edition: string;
  page: string;
  /** One cell per agent, in the selection's order; null when the agent is not on that board edition. */
  cells: (CompareAgent["results"][number] | null)[];
  /**
   * Indices of the cells with the best place, by the honest-rank rule (lib/honest-ranks.ts): shared when tied,
   * empty when fewer than two agents have a result or when a best cell's interval overlaps another's.
   */
  best: number[];
};

/** The site's order of boards: ScienceQA (live from the CMS), then the registry's; a board it does not list last. */
const boardOrder = [SCIENCE_QA.slug, ...liveBoards.map((board) => board.slug)];
const placeOf = (board: string) => {
  const index = boardOrder.indexOf(board);
  return index === -1 ? boardOrder.length : index;
};

/** A row per board edition any selected agent is on (boards in the site's order, newest edition first). */
export function compareRows(agents: readonly CompareAgent[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  const order: { key: string; board: number; edition: string }[] = [];
  agents.forEach((agent, column) => {
    for (const result of agent.results) {
      const key = `${result.board}/${result.edition}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          key,
          boardTitle: result.boardTitle,
          edition: result.edition,
          page: result.page,
          cells: agents.map(() => null),
          best: [],
        };
        rows.set(key, row);
        order.push({
          key,
          board: placeOf(result.board),
          edition: result.edition,
        });
      }
      row.cells[column] = result;
    }
  });
  order.sort((a, b) => a.board - b.board || b.edition.localeCompare(a.edition));
  return order.map(({ key }) => {
    const row = rows.get(key)!;
    return { ...row, best: certainBest(row.cells) };
  });
}
