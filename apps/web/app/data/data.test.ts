import { describe, expect, it } from "vitest";

import { readBoardFiles } from "../../build-time/board-files";
import en from "../i18n/catalogs/en.json";
import { capabilityMatrix } from "./capabilities";
import { deepSearch2025_05, deepSearch2025_10 } from "./deepsearch.testing";
import {
  marketingBoard,
  marketingTasks,
  recruitingBoard,
  recruitingTasks,
} from "./profession";
import { professions } from "./professions";
import { bundledFiles, validateBundledData } from "./validate";

function isSortedDescending(values: readonly (number | null)[]): boolean {
  return values.every(
    (value, index) => index === 0 || (values[index - 1] ?? 0) >= (value ?? 0),
  );
}

describe("bundled leaderboards", () => {
  it("keeps the 11 published DeepSearch 2025.10 rows with shared ranks 3 and 10", () => {
    expect(deepSearch2025_10.rows).toHaveLength(11);
    expect(deepSearch2025_10.rows.filter((row) => row.rank === 3)).toHaveLength(
      7,
    );
    expect(
      deepSearch2025_10.rows.filter((row) => row.rank === 10),
    ).toHaveLength(2);
  });

  it("keeps the 5 published DeepSearch 2025.05 rows", () => {
    expect(deepSearch2025_05.rows).toHaveLength(5);
  });

  it("keeps 10 recruiting and 9 marketing rows sorted by average descending", () => {
    expect(recruitingBoard.rows).toHaveLength(10);
    expect(marketingBoard.rows).toHaveLength(9);
    expect(
      isSortedDescending(recruitingBoard.rows.map((row) => row.average)),
    ).toBe(true);
    expect(
      isSortedDescending(marketingBoard.rows.map((row) => row.average)),
    ).toBe(true);
  });

  it("keeps 10 recruiting and 12 marketing task rows", () => {
    expect(recruitingTasks.rows).toHaveLength(10);
    expect(marketingTasks.rows).toHaveLength(12);
  });

  it("cites at least one source and an edition for every board", () => {
    const files = readBoardFiles();
    const boards = files.boards.flatMap((board) => board.editions);
    expect(boards).toHaveLength(6);
    for (const { data } of [...boards, ...bundledFiles]) {
      expect(data.source.length).toBeGreaterThan(0);
      expect(data.edition).not.toBe("");
    }
  });
});

describe("site structure data", () => {
  it("has 14 profession tiles of which only hr and marketing are active", () => {
    expect(professions).toHaveLength(14);
    expect(professions.filter((p) => p.active).map((p) => p.id)).toEqual([
      "hr",
      "marketing",
    ]);
  });

  it("has 11 capabilities in 4 columns, three of them active (Multimodality by the BabyVision board published in the CMS)", () => {
    const cells = capabilityMatrix.flatMap((column) => column.capabilities);
    expect(capabilityMatrix).toHaveLength(4);
    expect(cells).toHaveLength(11);
    expect(
      cells.filter((cell) => cell.href).map((cell) => en[cell.nameKey]),
    ).toEqual(["Knowledge", "Multimodality", "Tool Usage"]);
    expect(cells.find((cell) => cell.id === "multimodality")).toMatchObject({
      href: "/agi/babyvision",
      benchmark: "BabyVision",
    });
  });
});

describe("bundled data validation (run by the build)", () => {
  it("accepts every bundled file", () => {
    expect(() => validateBundledData()).not.toThrow();
  });

  it("names the file and field of a malformed board", () => {
    const broken = { ...bundledFiles[0].data, rows: [{ rank: "first" }] };
    const result = bundledFiles[0].schema.safeParse(broken);
    expect(result.success).toBe(false);
  });
});
