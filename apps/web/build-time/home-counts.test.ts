import { describe, expect, it } from "vitest";

import { readBoardFiles } from "./board-files";
import { buildAgentProfiles } from "./data-api/agents";
import { dataApiBoards } from "./data-api/boards";
import { homeCounts, homeCountsOf } from "./home-counts";

describe("Home's counts", () => {
  it("count the agents and models of /agents, one per reviewed identity", () => {
    expect(homeCounts().agents).toBe(buildAgentProfiles().length);
  });

  it("count each company once, however many agents it has", () => {
    const counts = homeCountsOf(
      [
        { company: "OpenAI" },
        { company: "OpenAI" },
        { company: " Google " },
        { company: null },
      ],
      [],
      () => 0,
    );
    expect(counts.companies).toBe(2);
    expect(counts.agents).toBe(4);
  });

  it("add up every live board's task count once, whatever its number of editions", () => {
    const counts = homeCountsOf(
      [],
      [{ board: "a" }, { board: "a" }, { board: "b" }],
      (board) => (board === "a" ? 100 : 50),
    );
    expect(counts).toMatchObject({ tasks: 150, boards: 2 });
  });

  it("leave the total unknown when a board does not publish its task count", () => {
    expect(
      homeCountsOf([], [{ board: "a" }, { board: "b" }], (board) =>
        board === "a" ? 100 : null,
      ).tasks,
    ).toBeNull();
  });

  it("cover every live board of the build, ScienceQA's 100 questions included", () => {
    const { definitions } = readBoardFiles();
    const boards = [
      ...new Set(dataApiBoards().map((edition) => edition.board)),
    ];
    const expected = boards.reduce(
      (sum, board) =>
        sum + (board === "scienceqa" ? 100 : definitions[board]!.taskCount!),
      0,
    );
    expect(homeCounts()).toMatchObject({
      tasks: expected,
      boards: boards.length,
    });
  });
});
