import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { boardPathsOf, checkBoardRoutes, readBoardFiles } from "./board-files";
import {
  contentBoardSchema,
  toSiteFiles,
  writeSiteFiles,
  type BoardDefinition,
  type ContentBoard,
} from "./boards-source";
import { CMS_SEED_DIR } from "./cms-seed";
import { dataApiBoards } from "./data-api/boards";
import { buildSitemap } from "./data-api/sitemap";
import { sitePagePaths } from "./page-paths";

// Issue 12 §2b: a board published in the CMS that the site has no page for, made up here and written through
// the same converter a CMS build uses.

const seedDir = path.join(CMS_SEED_DIR, "boards");
const seed = ["deepsearch", "marketing", "recruiting"].map((name) =>
  contentBoardSchema.parse(
    JSON.parse(readFileSync(path.join(seedDir, `${name}.json`), "utf8")),
  ),
);

const salesDefinition: BoardDefinition = {
  slug: "sales",
  title: "Sales",
  track: "profession",
  category: "sales",
  route: "/profession/sales",
  summary: "Made-up sales tasks.",
  taskCount: 20,
  position: null,
  sortField: "win_rate",
  sortDirection: "desc",
  tieRule: null,
  headlineField: "win_rate",
  sections: [],
  fields: [
    {
      key: "win_rate",
      label: "Win rate",
      kind: "score",
      unit: null,
      description: null,
      lowerIsBetter: false,
    },
    {
      key: "accuracy",
      label: "Lead accuracy",
      kind: "band",
      unit: "%",
      description: null,
      lowerIsBetter: false,
    },
    {
      key: "cost",
      label: "Cost/Task",
      kind: "money",
      unit: "USD",
      description: null,
      lowerIsBetter: true,
    },
    {
      key: "won",
      label: "Closed a deal",
      kind: "flag",
      unit: null,
      description: null,
      lowerIsBetter: false,
    },
  ],
};

const edition = (editionId: string, winRate: number) => ({
  editionId,
  released: `${editionId.replace(".", "-")}-05`,
  questionCount: 20,
  sources: [`https://example.org/sales-${editionId}`],
  retrieved: "2026-03-06",
  provenance: null,
  notes: null,
  entries: [
    {
      rank: 1,
      name: "Closer Agent",
      company: "Journey Lab",
      mode: null,
      evaluationDate: null,
      verification: null,
      values: { win_rate: winRate, accuracy: "60+", cost: "~$0.12", won: true },
    },
    {
      rank: 2,
      name: "o3",
      company: "OpenAI",
      mode: null,
      evaluationDate: null,
      verification: null,
      values: { win_rate: 58, accuracy: "55+", cost: null, won: false },
    },
  ],
});

const sales: ContentBoard = {
  board: salesDefinition,
  editions: [edition("2026.02", 60), edition("2026.03", 64.5)],
};

let dir = "";
function boardsFolder(boards: ContentBoard[] = [...seed, sales]) {
  dir = mkdtempSync(path.join(tmpdir(), "generic-boards-"));
  writeSiteFiles(dir, toSiteFiles(boards));
  return dir;
}
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every route path of a route tree (layouts included), as React Router's config lists them. */
type RouteNode = { path?: string; children?: RouteNode[] };
const routePaths = (routes: readonly RouteNode[]): string[] =>
  routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...routePaths(route.children ?? []),
  ]);

describe("a board without a page of its own", () => {
  it("published before any edition gets no route and no page, so the prerender cannot fail on it (issue 33 item 5)", async () => {
    const folder = boardsFolder([...seed, { ...sales, editions: [] }]);
    const before = process.env.XBENCH_BOARDS_DIR;
    process.env.XBENCH_BOARDS_DIR = folder;
    try {
      vi.resetModules();
      const routes = (await import("../app/routes")).default;
      const paths = routePaths(routes);
      // A route with a loader that the prerender list does not cover fails the build with ssr:false.
      expect(paths.filter((route) => route.includes("sales"))).toEqual([]);
      expect(
        boardPathsOf(folder).filter((page) => page.includes("sales")),
      ).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.XBENCH_BOARDS_DIR;
      else process.env.XBENCH_BOARDS_DIR = before;
      vi.resetModules();
    }
  });

  it("is read with its editions newest first, its values checked against its fields", () => {
    const files = readBoardFiles(boardsFolder());
    const board = files.boards.find(
      (candidate) => candidate.definition.slug === "sales",
    );
    expect(board?.definition.slug).toBe("sales");
    expect(board?.editions.map((entry) => entry.edition)).toEqual([
      "2026.03",
      "2026.02",
    ]);
    expect(board?.editions[0]?.data.rows[0]).toMatchObject({
      rank: 1,
      agent: "Closer Agent",
      win_rate: 64.5,
      accuracy: "60+",
      won: true,
    });
  });

  it("dates an edition that names no retrieval date by its release, else by its publication", () => {
    const undated = {
      ...edition("2026.04", 66),
      retrieved: null,
      released: null,
      publishedAt: "2026-04-02T09:30:00.000Z",
    };
    const folder = boardsFolder([...seed, { ...sales, editions: [undated] }]);
    expect(
      readBoardFiles(folder).boards.find(
        (board) => board.definition.slug === "sales",
      )?.editions[0]?.data.retrieved,
    ).toBe("2026-04-02");
  });

  it("fails the build on a value that does not fit its field, naming the file and the field", () => {
    const folder = boardsFolder();
    const file = path.join(folder, "sales/2026.03.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.rows[0].accuracy = "sixty";
    writeFileSync(file, JSON.stringify(data));
    expect(() => readBoardFiles(folder)).toThrow(
      /sales\/2026\.03\.json is malformed[\s\S]*accuracy \(band\)/,
    );
  });

  it("joins the one registry of boards, after the boards with a listing position (what menus, tiles, matrix and Home read)", () => {
    const files = toSiteFiles([sales, ...seed]);
    expect(Object.keys(Object(files["boards.json"]))).toEqual([
      "deepsearch",
      "recruiting",
      "marketing",
      "sales",
    ]);
  });

  it("lists its page and each edition's page for prerendering; a board with no edition has none", () => {
    const folder = boardsFolder([
      ...seed,
      sales,
      {
        board: {
          ...salesDefinition,
          slug: "legal",
          category: "legal",
          route: "/profession/legal",
        },
        editions: [],
      },
    ]);
    expect(
      boardPathsOf(folder).filter((page) => /sales|legal/.test(page)),
    ).toEqual([
      "/profession/sales",
      "/profession/sales/2026.03",
      "/profession/sales/2026.02",
    ]);
  });

  it("a category field an editor removed from a profession board leaves the build reading it (issue 33 item 5)", () => {
    const marketing = seed.find((board) => board.board.slug === "marketing");
    if (!marketing) throw new Error("the seed has the marketing board");
    const withoutApp = {
      ...marketing,
      board: {
        ...marketing.board,
        fields: marketing.board.fields.filter((field) => field.key !== "app"),
      },
    };
    const folder = boardsFolder([
      ...seed.filter((board) => board !== marketing),
      withoutApp,
    ]);
    const files = readBoardFiles(folder);
    expect(
      files.definitions.marketing?.fields.map((field) => field.key),
    ).toEqual(["average", "e_commerce", "game"]);
    const rows = files.boards.find(
      (board) => board.definition.slug === "marketing",
    )?.editions[0]?.data.rows;
    expect(rows?.[0]).toBeDefined();
    expect(rows?.[0]?.app).toBeUndefined();
  });

  it("puts its pages in the sitemap, from the same list the prerender reads (issue 34)", () => {
    const folder = boardsFolder();
    const pages = sitePagePaths(folder);
    for (const page of boardPathsOf(folder)) expect(pages).toContain(page);
    const sitemap = buildSitemap(pages);
    expect(sitemap).toContain("<loc>/profession/sales</loc>");
    expect(sitemap).toContain("<loc>/profession/sales/2026.03</loc>");
    expect(sitemap).toContain("<loc>/zh/profession/sales/2026.02</loc>");
  });

  it("joins the data API with its fields, headline, pages and badges", () => {
    const boards = dataApiBoards(boardsFolder()).filter(
      (board) => board.board === "sales",
    );
    expect(boards.map((board) => board.page)).toEqual([
      "/profession/sales/2026.03",
      "/profession/sales/2026.02",
    ]);
    const [newest] = boards;
    expect(newest?.title).toBe("xbench-Profession-Sales");
    expect(newest?.headline).toBe("win_rate");
    expect(newest?.fields.map((field) => [field.key, field.type])).toEqual([
      ["agent", "string"],
      ["company", "string"],
      ["win_rate", "number"],
      ["accuracy", "string"],
      ["accuracy_lower_bound", "number"],
      ["cost", "string"],
      ["won", "string"],
    ]);
    expect(newest?.rows[0]).toMatchObject({
      headline: "64.5",
      badge: "/badge/sales/2026.03/closer-agent.svg",
      values: { win_rate: 64.5, won: "Yes", cost: "~$0.12" },
    });
    expect(newest?.rows[1]?.values).toMatchObject({ cost: null, won: "No" });
  });
});

describe("a generic board's route", () => {
  const check = (overrides: Partial<BoardDefinition>) => () =>
    checkBoardRoutes({
      ...Object.fromEntries(seed.map(({ board }) => [board.slug, board])),
      sales: { ...salesDefinition, ...overrides },
    });

  it("is /profession/<its category> or /agi/<id>", () => {
    expect(check({})).not.toThrow();
    expect(
      check({ track: "agi", category: "reasoning", route: "/agi/reasoning" }),
    ).not.toThrow();
    expect(check({ route: "/profession/marketing-2" })).toThrow(
      '"sales" has the route /profession/marketing-2; a profession board needs /profession/sales',
    );
    expect(check({ route: "/sales" })).toThrow(/needs \/profession\/sales/);
  });

  it("never takes a page the site already has", () => {
    expect(
      check({ track: "agi", category: "search", route: "/agi/aisearch" }),
    ).toThrow(/"sales" and "deepsearch" both use the route \/agi\/aisearch/);
    expect(
      check({ track: "agi", category: "knowledge", route: "/agi/scienceqa" }),
    ).toThrow(/not \/agi\/scienceqa/);
  });
});
