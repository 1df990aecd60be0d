import { describe, expect, it } from "vitest";

import { capabilityMatrix } from "@/data/capabilities";
import { signed } from "@/lib/format";

import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { buildFrontier } from "../../../../build-time/data-api/frontier";
import { trackedBoard, trackingRows } from "./tracking";

const boards = buildFrontier(dataApiBoards()).boards.map(trackedBoard);

describe("trackingRows", () => {
  it("gives every live capability of the matrix its boards, in the matrix's order", () => {
    const live = capabilityMatrix
      .flatMap((column) => column.capabilities)
      .filter((capability) => capability.href);
    const rows = trackingRows(capabilityMatrix, boards);
    expect([...new Set(rows.map((row) => row.capability.id))]).toEqual(
      live.map((capability) => capability.id),
    );
    expect(rows.map((row) => [row.capability.id, row.board.board])).toEqual([
      ["knowledge", "scienceqa"],
      ["multimodality", "babyvision"],
      ["multimodality", "babyvision-gen"],
      ["tool-use", "deepsearch"],
    ]);
  });

  it("leaves out the profession boards", () => {
    const rows = trackingRows(capabilityMatrix, boards);
    expect(rows.some((row) => row.board.track === "profession")).toBe(false);
  });

  it("keeps each board's newest edition", () => {
    const deepSearch = boards.find((board) => board.board === "deepsearch")!;
    expect(deepSearch.latest.edition).toBe("2025.10");
  });
});

describe("signed", () => {
  it("writes a change with its sign and at least one decimal", () => {
    expect(signed(5.5)).toBe("+5.5");
    expect(signed(-1.25)).toBe("−1.25");
    expect(signed(10)).toBe("+10.0");
    expect(signed(0)).toBe("0.0");
  });
});
