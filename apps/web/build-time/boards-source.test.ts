import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { readBoardFiles } from "./board-files";
import {
  readCmsBoards,
  readSeedBoards,
  resolveBoardsDir,
  SNAPSHOT_DIR,
  toSiteFiles,
  writeSiteFiles,
  type ContentBoard,
} from "./boards-source";
import { dataApiBoards } from "./data-api/boards";
import { boardFile } from "./data-api/build";
import { boardFileSchema } from "./data-api/schema";

/** The boards as the seeded CMS holds them, in English with their Chinese texts. */
const seedBoards = (): ContentBoard[] => readSeedBoards();
const snapshotFile = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(SNAPSHOT_DIR, name), "utf8"));

describe("the CMS's boards as the site's board files", () => {
  it("turns the CMS seed into exactly the committed snapshot", () => {
    const files = toSiteFiles(seedBoards());
    expect(Object.keys(files).sort()).toEqual([
      "babyvision-gen/2026.01.json",
      "babyvision/2026.01.json",
      "boards.json",
      "changes.json",
      "deepsearch/2025.05.json",
      "deepsearch/2025.10.json",
      "editions.json",
      "marketing.tasks.json",
      "marketing/2025.06.json",
      "recruiting.tasks.json",
      "recruiting/2025.06.json",
      "registry.json",
    ]);
    for (const [name, content] of Object.entries(files)) {
      expect(content, name).toEqual(snapshotFile(name));
    }
  });

  it("carries the CMS's Chinese texts in boards.json where it has them, and none where the English serves both", () => {
    const definitions = z
      .record(
        z.string(),
        z.looseObject({
          title: z.string(),
          titleZh: z.string().optional(),
          summaryZh: z.string().optional(),
          fields: z.array(
            z.looseObject({
              key: z.string(),
              labelZh: z.string().optional(),
              descriptionZh: z.string().optional(),
            }),
          ),
        }),
      )
      .parse(snapshotFile("boards.json"));
    expect(definitions.recruiting).toMatchObject({
      title: "Recruiting",
      titleZh: "招聘",
      summaryZh: expect.stringContaining("招聘基准测试"),
    });
    expect(definitions.recruiting!.fields[0]).toMatchObject({
      key: "average",
      labelZh: "平均分",
      descriptionZh: "各任务类别的平均得分，以论文公布为准。",
    });
    // Each edition file carries its Chinese provenance, summary and notes next to the English ones.
    expect(snapshotFile("marketing/2025.06.json")).toMatchObject({
      editionZh: expect.stringContaining("达人搜索"),
      summaryZh: expect.stringContaining("营销评测结果表"),
      notesZh: expect.stringMatching(/^全部 9 行/),
    });
    // "DeepSearch" is a name, and marketing's "APP" reads the same: no Chinese copy of either.
    expect(definitions.deepsearch!.titleZh).toBeUndefined();
    expect(
      definitions.marketing!.fields.find((field) => field.key === "app")!
        .labelZh,
    ).toBeUndefined();
  });

  it("writes a reference entry to the edition's reference list (no rank, with its source) and carries each entry's mode and spreads", () => {
    const boards = seedBoards();
    const file = z
      .object({
        rows: z.array(z.looseObject({})),
        reference: z.array(z.looseObject({})),
      })
      .parse(toSiteFiles(boards)["babyvision/2026.01.json"]);
    expect(file.rows).toHaveLength(16);
    expect(file.rows.every((row) => typeof row.rank === "number")).toBe(true);
    expect(file.rows[0]).toMatchObject({
      rank: 1,
      agent: "Gemini3-Pro-Preview",
      group: "proprietary",
      overall: 49.7,
      spread: { overall: { std: 2.6, runs: 3 } },
    });
    expect(
      file.rows.find((row) => row.agent === "Qwen3VL-8B-Thinking"),
    ).toMatchObject({ mode: "Qwen3-VL variant (paper appendix)" });
    // The reference row also has the subtypes' values (checked against the shared data in lib/subtype-breakdown.test.ts).
    expect(file.reference).toHaveLength(1);
    expect(file.reference).toMatchObject([
      {
        agent: "Adult humans",
        company: null,
        source: expect.stringContaining("Table 1, 'Human' column"),
        overall: 94.1,
        fine_grained_discrimination: 92.3,
        visual_tracking: 94.6,
        spatial_perception: 94.7,
        visual_pattern_recognition: 97.8,
        verification: expect.any(String),
      },
    ]);
    // A board with a page of its own takes no reference rows into its ranked rows.
    const deepsearch = boards.find(
      (board) => board.board.slug === "deepsearch",
    )!;
    deepsearch.editions[0]!.entries.push({
      rank: null,
      reference: true,
      source: "A report",
      name: "Humans",
      company: null,
      mode: null,
      evaluationDate: null,
      verification: null,
      values: { accuracy: "90+" },
    });
    const rows = z
      .object({ rows: z.array(z.looseObject({ agent: z.string() })) })
      .parse(toSiteFiles(boards)["deepsearch/2025.10.json"]).rows;
    expect(rows.map((row) => row.agent)).not.toContain("Humans");
  });

  it("keeps an entry's evaluation date on a board without a page of its own, and adds none where the editor gave none", () => {
    const boards = seedBoards();
    const babyVision = boards.find(
      (board) => board.board.slug === "babyvision",
    )!;
    babyVision.editions[0]!.entries[0]!.evaluationDate = "2025.12";
    const file = z
      .object({ rows: z.array(z.looseObject({})) })
      .parse(toSiteFiles(boards)["babyvision/2026.01.json"]);
    expect(file.rows[0]).toMatchObject({ evaluation_date: "2025.12" });
    expect(file.rows.slice(1).some((row) => "evaluation_date" in row)).toBe(
      false,
    );
    // The data API's edition dates read it: the dates line and the frontier say "evaluated 2025.12".
    const dir = path.join(import.meta.dirname, "../.boards-test-dates");
    writeSiteFiles(dir, toSiteFiles(boards));
    expect(
      dataApiBoards(dir).find((edition) => edition.board === "babyvision")
        ?.dates.evaluated,
    ).toEqual({ from: "2025.12", to: "2025.12" });
    writeSiteFiles(dir, {});
  });

  it("lists a newly published edition first, with its own file in the shape of its board", () => {
    const boards = seedBoards();
    const deepsearch = boards.find(
      (board) => board.board.slug === "deepsearch",
    )!;
    deepsearch.editions.push({
      editionId: "2026.01",
      released: "2026-01-20",
      questionCount: 100,
      sources: ["https://example.org/deepsearch-2601"],
      retrieved: "2026-01-21",
      provenance: "DeepSearch 2601",
      notes: null,
      entries: [
        {
          rank: 1,
          name: "Agent A",
          company: "Lab A",
          mode: null,
          evaluationDate: "2026.01",
          verification: null,
          values: {
            accuracy: "60+",
            cost_per_task: "~$0.1",
            time_per_task: "3-5 min",
          },
        },
        {
          rank: 2,
          name: "Agent C",
          company: "Lab C",
          mode: null,
          evaluationDate: null,
          verification: null,
          values: { accuracy: "40+" },
        },
      ],
    });
    const files = toSiteFiles(boards);
    expect(files["editions.json"]).toMatchObject({
      deepsearch: ["2026.01", "2025.10", "2025.05"],
    });
    expect(files["deepsearch/2026.01.json"]).toEqual({
      source: ["https://example.org/deepsearch-2601"],
      retrieved: "2026-01-21",
      released: "2026-01-20",
      edition: "DeepSearch 2601",
      summary: null,
      rows: [
        {
          rank: 1,
          agent: "Agent A",
          company: "Lab A",
          evaluation_date: "2026.01",
          accuracy: "60+",
          cost_per_task: "~$0.1",
          time_per_task: "3-5 min",
          verification: null,
        },
        {
          rank: 2,
          agent: "Agent C",
          company: "Lab C",
          accuracy: "40+",
          cost_per_task: null,
          time_per_task: null,
          verification: null,
        },
      ],
    });
  });

  it("writes files the site's board reader accepts, and the reader names a malformed one", () => {
    const dir = path.join(import.meta.dirname, "../.boards-test");
    const files = toSiteFiles(seedBoards());
    writeSiteFiles(dir, files);
    expect(
      readBoardFiles(dir)
        .boards.find((board) => board.definition.slug === "deepsearch")
        ?.editions.map((file) => [file.edition, file.data.rows.length]),
    ).toEqual([
      ["2025.10", 11],
      ["2025.05", 5],
    ]);
    writeSiteFiles(dir, {
      ...files,
      "recruiting/2025.06.json": { source: [], rows: [{ rank: "first" }] },
    });
    expect(() => readBoardFiles(dir)).toThrow(
      /recruiting\/2025\.06\.json is malformed/,
    );
    writeSiteFiles(dir, {});
  });
});

describe("corrections", () => {
  it("reach the data API's edition file, validated by its schema", () => {
    const dir = path.join(import.meta.dirname, "../.boards-test-changes");
    const change = {
      board: "recruiting",
      editionId: "2025.06",
      entry: "o3",
      field: "average",
      kind: "changed" as const,
      oldValue: 78.5,
      newValue: 78.6,
      reason: "Transcription error against the paper's table, checked twice.",
      at: "2026-01-05T09:00:00.000Z",
    };
    writeSiteFiles(dir, toSiteFiles(seedBoards(), [change]));
    const recruiting = dataApiBoards(dir).find(
      (edition) => edition.board === "recruiting",
    )!;
    const file = boardFile(recruiting);
    expect(file.corrections).toEqual([
      {
        entry: "o3",
        field: "average",
        kind: "changed",
        oldValue: 78.5,
        newValue: 78.6,
        reason: change.reason,
        at: change.at,
      },
    ]);
    expect(boardFileSchema(recruiting).safeParse(file).success).toBe(true);
    const deepsearch = dataApiBoards(dir).find(
      (edition) => edition.board === "deepsearch",
    )!;
    expect(boardFile(deepsearch).corrections).toEqual([]);
    writeSiteFiles(dir, {});
  });
});

describe("reading the CMS", () => {
  let server: Server;
  let origin = "";
  let seen: string[] = [];
  let answer: (url: URL) => unknown;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://cms.test");
      seen.push(`${url.pathname}?${url.searchParams.get("pagination[page]")}`);
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(answer(url)));
    });
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    const address: AddressInfo | string | null = server.address();
    if (address && typeof address === "object") {
      origin = `http://127.0.0.1:${address.port}`;
    }
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const page = (data: unknown[], pageNumber: number, pageCount: number) => ({
    data,
    meta: {
      pagination: {
        page: pageNumber,
        pageSize: 100,
        pageCount,
        total: data.length,
      },
    },
  });

  it("reads every page of the public API and joins editions to their boards", async () => {
    seen = [];
    const [recruiting] = seedBoards().filter(
      (board) => board.board.slug === "recruiting",
    );
    const { editions, board } = recruiting!;
    const english = {
      ...board,
      titleZh: undefined,
      summaryZh: undefined,
      tieRuleZh: undefined,
      fields: board.fields.map(
        ({ key, label, kind, unit, description, lowerIsBetter }) => ({
          key,
          label,
          kind,
          unit,
          description,
          lowerIsBetter,
        }),
      ),
    };
    answer = (url) => {
      const pageNumber = Number(url.searchParams.get("pagination[page]"));
      if (url.pathname === "/api/boards" && url.searchParams.get("locale")) {
        // The CMS's zh-CN answer: Chinese where it has a translation, English (its fallback) elsewhere.
        return page(
          [
            {
              id: 1,
              documentId: "b1",
              ...english,
              title: "招聘",
              fields: english.fields.map((field) =>
                field.key === "average" ? { ...field, label: "平均分" } : field,
              ),
            },
          ],
          1,
          1,
        );
      }
      if (url.pathname === "/api/boards")
        return page([{ id: 1, documentId: "b1", ...english }], 1, 1);
      if (url.pathname === "/api/editions") {
        // In English, or (locale=zh-CN) with the CMS's Chinese provenance, summary and notes.
        const {
          provenanceZh = null,
          summaryZh = null,
          notesZh = null,
          ...edition
        } = editions[0]!;
        const texts = url.searchParams.get("locale")
          ? { provenance: provenanceZh, summary: summaryZh, notes: notesZh }
          : {};
        return pageNumber === 1
          ? page(
              [
                {
                  id: 7,
                  documentId: "e1",
                  ...edition,
                  ...texts,
                  board: { slug: "recruiting" },
                },
              ],
              1,
              2,
            )
          : page(
              [
                {
                  id: 8,
                  documentId: "e2",
                  ...edition,
                  editionId: "2024.01",
                  board: null,
                },
              ],
              2,
              2,
            );
      }
      return page([], 1, 1);
    };
    const result = await readCmsBoards(origin);
    expect(seen).toEqual([
      "/api/boards?1",
      "/api/boards?1",
      "/api/editions?1",
      "/api/editions?2",
      "/api/editions?1",
      "/api/editions?2",
      "/api/change-records?1",
    ]);
    expect(result.boards).toHaveLength(1);
    const definition = result.boards[0]!.board;
    expect(definition.title).toBe("Recruiting");
    expect(definition.titleZh).toBe("招聘");
    expect(definition.summaryZh).toBeUndefined();
    expect(
      definition.fields.map((field) => [field.key, field.label, field.labelZh]),
    ).toEqual([
      ["average", "Average", "平均分"],
      ["company_mapping", "Company-mapping", undefined],
      ["people_to_info", "People-to-Info", undefined],
      ["info_to_people", "Info-to-People", undefined],
    ]);
    expect(
      result.boards[0]!.editions.map((edition) => edition.editionId),
    ).toEqual(["2025.06"]);
    expect(toSiteFiles(result.boards)["recruiting/2025.06.json"]).toEqual(
      snapshotFile("recruiting/2025.06.json"),
    );
  });

  it("fails, naming the address, when the CMS answers an unexpected shape", async () => {
    answer = () => ({
      data: [{ slug: 42 }],
      meta: { pagination: { page: 1, pageCount: 1 } },
    });
    await expect(readCmsBoards(origin)).rejects.toThrow(
      /\/api\/boards\?.*unexpected shape/,
    );
  });

  it("uses the committed snapshot unless the build asks for the CMS, and says which", async () => {
    const lines: string[] = [];
    const dir = await resolveBoardsDir({
      source: undefined,
      cmsUrl: origin,
      outDir: "/nonexistent",
      log: (line) => lines.push(line),
    });
    expect(dir).toBe(SNAPSHOT_DIR);
    expect(lines).toEqual([
      expect.stringMatching(
        /^boards: the snapshot committed in apps\/web\/app\/data\/boards/,
      ),
    ]);
  });

  it("fails a build that asks for an unreachable CMS instead of shipping the snapshot silently", async () => {
    await expect(
      resolveBoardsDir({
        source: "cms",
        cmsUrl: "http://127.0.0.1:9",
        outDir: "/nonexistent",
      }),
    ).rejects.toThrow();
  });
});
