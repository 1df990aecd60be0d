import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { readBoardFiles } from "../../../../build-time/board-files";
import {
  readSeedBoards,
  toSiteFiles,
  writeSiteFiles,
  type ContentBoard,
} from "../../../../build-time/boards-source";
import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { boardFile } from "../../../../build-time/data-api/build";
import {
  boardFileSchema,
  toJsonSchema,
} from "../../../../build-time/data-api/schema";
import { BoardPage } from "./board-page";

// Issue 34 item 3: a field is content. An editor adds a field to a board in the CMS (key, label, unit, kind,
// description, lower is better, both languages) and removes another; after the next publish (the converter, as a
// CMS build runs it) the board's page, its data API file and its JSON Schema follow, with no code change. Run on
// DeepSearch and recruiting as the CMS seed has them.

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders)
    rmSync(folder, { recursive: true, force: true });
});

type Change = {
  slug: string;
  edition: string;
  removed: { key: string; label: string };
  added: ContentBoard["board"]["fields"][number];
  /** The added field's value for each entry of the edition, by position. */
  value: (index: number) => string | number;
};

const changes: Change[] = [
  {
    slug: "deepsearch",
    edition: "2025.10",
    removed: { key: "time_per_task", label: "Time Cost/Task" },
    added: {
      key: "pages_read",
      label: "Pages read",
      labelZh: "阅读页数",
      kind: "number",
      unit: "pages per task",
      description: "How many web pages the product opened per task.",
      descriptionZh: "每道任务中产品打开的网页数。",
      lowerIsBetter: true,
    },
    value: (index) => 10 + index,
  },
  {
    slug: "recruiting",
    edition: "2025.06",
    removed: { key: "info_to_people", label: "Info-to-People" },
    added: {
      key: "outreach",
      label: "Outreach",
      labelZh: "触达",
      kind: "score",
      unit: null,
      description: "Made-up: a fourth task category.",
      descriptionZh: "虚构：第四个任务类别。",
      lowerIsBetter: false,
    },
    value: (index) => 50 + index / 2,
  },
];

/** The seed with one board changed as an editor would in the admin, converted and read as a build does. */
function published(change: Change) {
  const boards = readSeedBoards().map((content): ContentBoard => {
    if (content.board.slug !== change.slug) return content;
    return {
      board: {
        ...content.board,
        fields: [
          ...content.board.fields.filter(
            (field) => field.key !== change.removed.key,
          ),
          change.added,
        ],
      },
      editions: content.editions.map((edition) =>
        edition.editionId === change.edition
          ? {
              ...edition,
              entries: edition.entries.map((entry, index) => ({
                ...entry,
                values: {
                  ...entry.values,
                  [change.added.key]: change.value(index),
                },
              })),
            }
          : edition,
      ),
    };
  });
  const dir = mkdtempSync(path.join(tmpdir(), "fields-as-content-"));
  folders.push(dir);
  writeSiteFiles(dir, toSiteFiles(boards));
  return { dir, files: readBoardFiles(dir) };
}

describe.each(changes)(
  "a field added to and one removed from $slug in the CMS",
  (change) => {
    const { dir, files } = published(change);
    const board = files.definitions[change.slug]!;
    const editionFiles = files.boards.find(
      (entry) => entry.definition.slug === change.slug,
    )!.editions;

    const columnHeaders = (locale: "en" | "zh-CN") => {
      renderInLanguage(
        <MemoryRouter>
          <BoardPage
            board={board}
            edition={change.edition}
            editionFiles={editionFiles}
          />
        </MemoryRouter>,
        { locale },
      );
      return within(screen.getAllByRole("table")[0]!)
        .getAllByRole("columnheader")
        .map((header) => header.textContent ?? "");
    };

    it("is a column of the edition's table, with its label in each language; the removed one is not", () => {
      const english = columnHeaders("en");
      expect(english.some((text) => text.includes(change.added.label))).toBe(
        true,
      );
      expect(english.some((text) => text.includes(change.removed.label))).toBe(
        false,
      );
    });

    it("is labelled in Chinese on the Chinese page", () => {
      expect(
        columnHeaders("zh-CN").some((text) =>
          text.includes(change.added.labelZh!),
        ),
      ).toBe(true);
    });

    it("is a field of the data API file, with its texts, direction and values, and of its JSON Schema", () => {
      const edition = dataApiBoards(dir).find(
        (entry) =>
          entry.board === change.slug && entry.edition === change.edition,
      )!;
      const file = boardFile(edition);
      expect(file.fields.map((field) => field.key)).toContain(change.added.key);
      expect(file.fields.map((field) => field.key)).not.toContain(
        change.removed.key,
      );
      expect(
        file.fields.find((field) => field.key === change.added.key),
      ).toMatchObject({
        label: change.added.label,
        labelZh: change.added.labelZh,
        type: "number",
        unit: change.added.unit,
        description: change.added.description,
        descriptionZh: change.added.descriptionZh,
        lowerIsBetter: change.added.lowerIsBetter,
      });
      expect(
        file.rows.map((row) => Reflect.get(row, change.added.key)),
      ).toEqual(file.rows.map((_, index) => change.value(index)));
      expect(file.rows.some((row) => change.removed.key in row)).toBe(false);
      const schema = JSON.stringify(toJsonSchema(boardFileSchema(edition)));
      expect(schema).toContain(`"${change.added.key}"`);
      expect(schema).not.toContain(`"${change.removed.key}"`);
      expect(boardFileSchema(edition).safeParse(file).success).toBe(true);
    });
  },
);
