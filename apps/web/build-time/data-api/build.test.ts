import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import deepSearch202505 from "../../app/data/boards/deepsearch/2025.05.json";
import deepSearch202510 from "../../app/data/boards/deepsearch/2025.10.json";
import marketing from "../../app/data/boards/marketing/2025.06.json";
import recruiting from "../../app/data/boards/recruiting/2025.06.json";
import { boardFilePath, dataIndexPath } from "../../app/lib/data-api/urls";
import { dataApiBoards, type BoardEdition } from "./boards";
import { badgeText, boardFile, buildDataApi } from "./build";
import { indexFileSchema } from "./schema";
import { loadScienceQaSnapshot } from "./scienceqa-snapshot";

const files = new Map(buildDataApi().map((file) => [file.path, file.content]));

type Rows = readonly Record<string, unknown>[];

const objectSchema = z.record(z.string(), z.unknown());
// Just enough of a board file to read it; its full schema is checked below with ajv.
const boardSchema = z.looseObject({
  schema: z.string(),
  rowCount: z.number(),
  fields: z.array(z.looseObject({ key: z.string() })),
  provenance: z.unknown(),
  rows: z.array(objectSchema),
});

function jsonAt(path: string): Record<string, unknown> {
  const content = files.get(path);
  if (content === undefined) throw new Error(`no generated file at ${path}`);
  return objectSchema.parse(JSON.parse(content));
}

function boardAt(path: string) {
  return boardSchema.parse(jsonAt(path));
}

// Each board file's rows against the bundled rows they come from: API key -> source key.
const sources: {
  path: string;
  rows: Rows;
  keys: Record<string, string>;
}[] = [
  {
    path: "/data/deepsearch/2025.10.json",
    rows: deepSearch202510.rows,
    keys: {
      rank: "rank",
      product: "agent",
      company: "company",
      accuracy: "accuracy",
      cost_per_task: "cost_per_task",
      time_per_task: "time_per_task",
      evaluation_date: "evaluation_date",
    },
  },
  {
    path: "/data/deepsearch/2025.05.json",
    rows: deepSearch202505.rows,
    keys: {
      rank: "rank",
      agent: "agent",
      mode: "mode",
      company: "company",
      accuracy: "accuracy",
      evaluation_date: "evaluation_date",
    },
  },
  {
    path: "/data/recruiting/2025.06.json",
    rows: recruiting.rows,
    keys: {
      rank: "rank",
      agent: "agent",
      company: "company",
      average: "average",
      company_mapping: "company_mapping",
      people_to_info: "people_to_info",
      info_to_people: "info_to_people",
    },
  },
  {
    path: "/data/marketing/2025.06.json",
    rows: marketing.rows,
    keys: {
      rank: "rank",
      agent: "agent",
      company: "company",
      average: "average",
      e_commerce: "e_commerce",
      app: "app",
      game: "game",
    },
  },
  {
    path: "/data/scienceqa/latest.json",
    rows: loadScienceQaSnapshot().rows,
    keys: {
      rank: "rank",
      model: "model",
      company: "company",
      score: "average_score",
      bon: "bon_n5_score",
      price_input: "api_price_input",
      price_output: "api_price_output",
      time_cost: "time_cost_s_per_question",
      evaluation_date: "evaluation_date",
    },
  },
];

function ajv() {
  return new Ajv2020({ allErrors: true, strict: true });
}

describe("board files", () => {
  it.each(sources)(
    "$path has every published row, in order, with its figures unchanged",
    ({ path, rows, keys }) => {
      const file = boardAt(path);
      expect(file.rowCount).toBe(rows.length);
      const apiRows = file.rows;
      expect(apiRows).toHaveLength(rows.length);
      rows.forEach((row, index) => {
        for (const [apiKey, sourceKey] of Object.entries(keys)) {
          expect(
            apiRows[index]![apiKey],
            `${path} row ${index} ${apiKey}`,
          ).toStrictEqual(row[sourceKey]);
        }
      });
    },
  );

  it.each(sources)(
    "$path names exactly the fields its rows carry",
    ({ path }) => {
      const file = boardAt(path);
      const keys = file.fields.map((field) => field.key);
      for (const row of file.rows) {
        expect(Object.keys(row)).toEqual([
          "rank",
          "tied",
          "slug",
          "badge",
          ...keys,
        ]);
      }
    },
  );

  it("keeps unpublished ScienceQA prices and dates null and says the file is a snapshot", () => {
    const file = boardAt("/data/scienceqa/latest.json");
    for (const row of file.rows) {
      expect(row.price_input).toBeNull();
      expect(row.evaluation_date).toBeNull();
    }
    expect(file.provenance).toMatchObject({
      snapshot: expect.stringContaining("Build-time snapshot"),
    });
  });

  it("carries each ScienceQA score's 95% Wilson interval (n = 100) and each board's interval method", () => {
    const file = jsonAt("/data/scienceqa/latest.json");
    const rows = z
      .array(
        z.looseObject({
          model: z.string(),
          interval_low: z.number(),
          interval_high: z.number(),
        }),
      )
      .parse(file.rows);
    // By hand (z = 1.96): 60.8 -> 51.00–69.80, 39.4 -> 30.39–49.20.
    expect(rows[0]).toMatchObject({
      model: "o3-high",
      interval_low: 51,
      interval_high: 69.8,
    });
    expect(rows.at(-1)).toMatchObject({
      interval_low: 30.4,
      interval_high: 49.2,
    });
    expect(file.interval).toMatchObject({
      method: "wilson",
      level: 0.95,
      questions: 100,
    });
    expect(jsonAt("/data/deepsearch/2025.10.json").interval).toMatchObject({
      method: "band",
      description: expect.stringContaining("±10 points"),
    });
    for (const path of [
      "/data/recruiting/2025.06.json",
      "/data/marketing/2025.06.json",
    ]) {
      expect(jsonAt(path).interval).toMatchObject({
        method: "none",
        level: null,
        description: expect.stringContaining("no interval can be computed"),
      });
    }
    const schema = JSON.stringify(jsonAt(String(file.schema)));
    expect(schema).toContain("Wilson score interval");
  });

  it("describes every field in both languages in one file: Chinese where written (the CMS's for board fields), else English", () => {
    const fieldsOf = (path: string) =>
      z
        .array(
          z.object({
            key: z.string(),
            label: z.string(),
            labelZh: z.string().min(1),
            unit: z.string().nullable(),
            unitZh: z.string().nullable(),
            description: z.string().nullable(),
            descriptionZh: z.string().nullable(),
          }),
        )
        .parse(boardAt(path).fields);
    const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);
    for (const path of [
      "/data/deepsearch/2025.10.json",
      "/data/deepsearch/2025.05.json",
      "/data/recruiting/2025.06.json",
      "/data/marketing/2025.06.json",
      "/data/scienceqa/latest.json",
    ]) {
      for (const field of fieldsOf(path)) {
        const at = `${path} ${field.key}`;
        expect(hasChinese(field.label), at).toBe(false);
        // A Chinese text wherever there is an English one: never a blank, never a missing key.
        expect(field.unitZh === null, at).toBe(field.unit === null);
        expect(field.descriptionZh === null, at).toBe(
          field.description === null,
        );
      }
    }
    const recruiting = fieldsOf("/data/recruiting/2025.06.json");
    expect(
      recruiting.map((field) => [field.key, field.label, field.labelZh]),
    ).toEqual([
      ["agent", "Agent", "智能体"],
      ["company", "Company", "公司"],
      ["average", "Average", "平均分"],
      ["company_mapping", "Company-mapping", "公司图谱"],
      ["people_to_info", "People-to-Info", "人找信息"],
      ["info_to_people", "Info-to-People", "信息找人"],
    ]);
    expect(recruiting[2]).toMatchObject({
      unit: "score (0-100)",
      unitZh: "得分（0-100）",
      descriptionZh: "各任务类别的平均得分，以论文公布为准。",
    });
    const accuracy = fieldsOf("/data/deepsearch/2025.10.json").find(
      (field) => field.key === "accuracy",
    );
    expect(accuracy?.labelZh).toBe("准确率");
    // The marketing board's "APP" has the same text in both languages: the English one serves both.
    expect(
      fieldsOf("/data/marketing/2025.06.json").find(
        (field) => field.key === "app",
      )?.labelZh,
    ).toBe("APP");
    // The edition's own description and notes, too.
    expect(jsonAt("/data/marketing/2025.06.json").provenance).toMatchObject({
      editionZh: expect.stringContaining("达人搜索"),
      notesZh: expect.stringMatching(/^全部 9 行/),
    });
    expect(jsonAt("/data/scienceqa/latest.json").provenance).toMatchObject({
      editionZh: expect.any(String),
    });
    const schema = JSON.stringify(
      jsonAt(String(jsonAt("/data/recruiting/2025.06.json").schema)),
    );
    expect(schema).toContain('"labelZh"');
    expect(schema).toContain('"notesZh"');
    expect(schema).toContain("Chinese (zh-CN)");
  });

  it("derives the accuracy lower bound from the band's own digits and labels it as derived", () => {
    const file = boardAt("/data/deepsearch/2025.10.json");
    for (const row of file.rows) {
      expect(`${row.accuracy_lower_bound}+`).toBe(row.accuracy);
    }
    expect(file.fields).toContainEqual(
      expect.objectContaining({
        key: "accuracy_lower_bound",
        derivedFrom: "accuracy",
      }),
    );
  });

  it("marks shared ranks as tied and lists a badge that exists for every row", () => {
    const rows = z
      .array(
        z.object({
          rank: z.number(),
          tied: z.boolean(),
          badge: z.string(),
          slug: z.string(),
        }),
      )
      .parse(boardAt("/data/deepsearch/2025.10.json").rows);
    expect(rows.filter((row) => row.tied).map((row) => row.rank)).toEqual([
      3, 3, 3, 3, 3, 3, 3, 10, 10,
    ]);
    expect(rows[0]).toMatchObject({
      slug: "chatgpt-5-pro",
      badge: "/badge/deepsearch/2025.10/chatgpt-5-pro.svg",
      tied: false,
    });
    for (const row of rows) expect(files.has(row.badge)).toBe(true);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  });

  it("carries the board's provenance exactly as bundled", () => {
    const file = boardAt("/data/recruiting/2025.06.json");
    expect(file.provenance).toEqual({
      source: recruiting.source,
      retrieved: recruiting.retrieved,
      released: null,
      edition: recruiting.edition,
      editionZh: recruiting.editionZh,
      notes: recruiting.notes,
      notesZh: recruiting.notesZh,
      snapshot: null,
    });
    expect(boardAt("/data/deepsearch/2025.10.json").provenance).toMatchObject({
      released: "2025-10-24",
    });
  });
});

describe("index", () => {
  it("lists every board edition with a file, a schema and its sources", () => {
    const index = indexFileSchema.parse(jsonAt(dataIndexPath));
    expect(index.apiVersion).toBe(1);
    const listed = index.boards.flatMap((board) =>
      board.editions.map((edition) => `${board.board}/${edition.edition}`),
    );
    expect(listed).toEqual([
      "deepsearch/2025.10",
      "deepsearch/2025.05",
      "recruiting/2025.06",
      "marketing/2025.06",
      "babyvision/2026.01",
      "babyvision-gen/2026.01",
      "scienceqa/latest",
    ]);
    for (const edition of index.boards.flatMap((board) => board.editions)) {
      expect(files.has(edition.url)).toBe(true);
      expect(files.has(edition.schema)).toBe(true);
      expect(edition.source.length).toBeGreaterThan(0);
    }
  });
});

describe("JSON Schemas", () => {
  const documents = [...files.keys()].filter(
    (path) => path.endsWith(".json") && !path.startsWith("/data/schema/"),
  );

  it.each(documents)("%s validates against the schema it names", (path) => {
    const document = jsonAt(path);
    const schema = jsonAt(String(document.schema));
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const validate = ajv().compile(schema);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  });

  it("rejects a board file whose figure became a string, lost a rank or gained a property", () => {
    const path = boardFilePath("recruiting", "2025.06");
    const validate = ajv().compile(jsonAt(String(jsonAt(path).schema)));
    const broken = (change: (row: Record<string, unknown>) => void) => {
      const document = boardAt(path);
      change(document.rows[0]!);
      return validate(document);
    };
    expect(broken((row) => (row.average = "78.5"))).toBe(false);
    expect(broken((row) => delete row.rank)).toBe(false);
    expect(broken((row) => (row.surprise = 1))).toBe(false);
    expect(broken(() => {})).toBe(true);
  });

  it("rejects an index with the wrong API version", () => {
    const index = jsonAt(dataIndexPath);
    const validate = ajv().compile(jsonAt(String(index.schema)));
    expect(validate({ ...index, apiVersion: 2 })).toBe(false);
  });
});

describe("the build's own check", () => {
  it("fails the build when a generated board file does not match its schema", () => {
    const [board] = dataApiBoards();
    const broken: BoardEdition = {
      ...board!,
      rows: board!.rows.map((row) => ({ ...row, rank: 0 })),
    };
    expect(() => buildDataApi([broken])).toThrow(/rows\[0\]\.rank/);
  });

  it("refuses a field that would overwrite a row's rank, slug or badge", () => {
    const [board] = dataApiBoards();
    const clash: BoardEdition = {
      ...board!,
      rows: board!.rows.map((row) => ({
        ...row,
        values: { ...row.values, slug: "x" },
      })),
    };
    expect(() => boardFile(clash)).toThrow(/reserved/);
  });
});

describe("badges", () => {
  const boards = dataApiBoards();
  const [deepSearch, , recruitingBoard] = boards;
  const scienceQa = boards.find((board) => board.board === "scienceqa");

  it("states board, edition, rank and the accuracy band for DeepSearch", () => {
    const fellou = deepSearch!.rows.find((row) => row.name === "Fellou")!;
    expect(badgeText(deepSearch!, fellou)).toEqual({
      label: "xbench-DeepSearch 2025.10",
      message: "rank 3 · 35+",
      title: "Fellou: xbench-DeepSearch 2025.10 · rank 3 · 35+",
    });
  });

  it("states the score for ScienceQA and the average for a profession board", () => {
    expect(badgeText(scienceQa!, scienceQa!.rows[0]!).message).toBe(
      "rank 1 · 60.8",
    );
    expect(badgeText(recruitingBoard!, recruitingBoard!.rows[0]!).message).toBe(
      "rank 1 · 78.5",
    );
  });

  it("shows '-' for an unknown headline value", () => {
    const row = { ...recruitingBoard!.rows[0]!, headline: "-" };
    expect(badgeText(recruitingBoard!, row).message).toBe("rank 1 · -");
  });

  it("writes one SVG per row at the row's badge path, naming the entry", () => {
    const svg = files.get("/badge/scienceqa/latest/o3-high.svg");
    expect(svg).toContain(
      "<title>o3-high: xbench-ScienceQA latest · rank 1 · 60.8</title>",
    );
  });
});
