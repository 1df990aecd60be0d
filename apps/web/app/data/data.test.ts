import { describe, expect, it } from "vitest";

import { readBoardFiles, readBoardTasks } from "../../build-time/board-files";
import en from "../i18n/catalogs/en.json";
import { capabilityMatrix } from "./capabilities";
import { professions } from "./professions";
import { boardTasksSchema } from "./schema";
import { validateBundledData } from "./validate";

function isSortedDescending(values: readonly (number | null)[]): boolean {
  return values.every(
    (value, index) => index === 0 || (values[index - 1] ?? 0) >= (value ?? 0),
  );
}

// The snapshot's boards as the build reads them (tests may name them; the site's code does not).
const files = readBoardFiles();
const editionOf = (slug: string, edition: string) => {
  const found = files.boards
    .find((board) => board.definition.slug === slug)
    ?.editions.find((entry) => entry.edition === edition)?.data;
  if (!found) throw new Error(`the snapshot has ${slug} ${edition}`);
  return found;
};
const deepSearch2025_10 = editionOf("deepsearch", "2025.10");
const deepSearch2025_05 = editionOf("deepsearch", "2025.05");
const recruitingBoard = editionOf("recruiting", "2025.06");
const marketingBoard = editionOf("marketing", "2025.06");
const averages = (rows: readonly Record<string, unknown>[]) =>
  rows.map((row) => (typeof row.average === "number" ? row.average : null));

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
    expect(isSortedDescending(averages(recruitingBoard.rows))).toBe(true);
    expect(isSortedDescending(averages(marketingBoard.rows))).toBe(true);
  });

  it("keeps 10 recruiting and 12 marketing task rows, board content of their boards", () => {
    expect(readBoardTasks("recruiting")?.rows).toHaveLength(10);
    expect(readBoardTasks("marketing")?.rows).toHaveLength(12);
  });

  it("cites at least one source and an edition for every board", () => {
    const boards = files.boards.flatMap((board) => board.editions);
    expect(boards).toHaveLength(6);
    const tasks = ["recruiting", "marketing"].flatMap((slug) => {
      const found = readBoardTasks(slug);
      return found ? [{ data: found }] : [];
    });
    for (const { data } of [...boards, ...tasks]) {
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

  it("refuses a board's tasks without their flags", () => {
    const tasks = readBoardTasks("recruiting");
    const result = boardTasksSchema.safeParse({
      ...tasks,
      rows: [{ category: "x" }],
    });
    expect(result.success).toBe(false);
  });
});
