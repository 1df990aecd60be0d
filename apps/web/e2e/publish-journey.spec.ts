import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";
import { z } from "zod";

import {
  editorSession,
  startSiteWithCms,
  until,
  type BoardInput,
  type EditionInput,
  type FieldInput,
} from "../../../scripts/checks/editor-journey.mjs";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 12 as an editor does it: `npm start`'s own start script (site, CMS, rebuild service) on spare ports with
// a throwaway database; every change goes through the CMS's admin API with the account that the documented
// ADMIN_EMAIL / ADMIN_PASSWORD variables create. No source file is touched: the site follows the CMS.
// Each publish is a real site build (about 30 s of CPU): an editor's changes of one sitting are published together,
// as the rebuild service takes a burst of changes into one build (debounced; while a build runs, one more follows).
// So three rebuilds after the start-up one, each change still checked on the site it builds.

test.describe.configure({ mode: "serial" });
// Each publish is a real site build on a 2-core machine that runs the rest of the suite meanwhile.
test.setTimeout(8 * 60_000);

let app: Awaited<ReturnType<typeof startSiteWithCms>>;

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  app = await startSiteWithCms();
});
test.afterAll(async () => {
  await app?.stop();
});

/** Waits for the rebuild that the last CMS change started to be served (or to fail, which fails the test). */
async function nextBuildSettled(buildsBefore: number) {
  await until(
    async () => settledBuilds() > buildsBefore,
    180_000,
    "the rebuild after the change",
  );
  expect(app.output()).not.toMatch(/rebuild: build \d+ FAILED/);
}
const settledBuilds = () =>
  (app.output().match(/rebuild: build \d+ (done|FAILED)/g) ?? []).length;

/** A draft changes nothing public, so it starts no rebuild (the CMS's webhook posts publish, unpublish, delete). */
async function noBuildStartsWithin(ms: number) {
  const started = () =>
    (app.output().match(/rebuild: build \d+ started/g) ?? []).length;
  const before = started();
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(started(), "a draft save starts no rebuild").toBe(before);
}

const html = async (path: string) => (await fetch(`${app.site}${path}`)).text();
const indexSchema = z.object({
  boards: z.array(
    z.object({
      board: z.string(),
      editions: z.array(z.object({ edition: z.string() })),
    }),
  ),
});
const dataIndex = async () =>
  indexSchema.parse(await (await fetch(`${app.site}/data/index.json`)).json());
const editionsOf = async (board: string) =>
  (await dataIndex()).boards
    .find((entry) => entry.board === board)
    ?.editions.map((entry) => entry.edition);

/**
 * How long a publish may take to be served here. The budget (under 60 s, issues 12 and 35) is a figure measured by
 * `npm run bench:publish` on a quiet machine (docs/benchmarks.md); in `npm test` the admin-panel journey builds the
 * site beside this one, so this is a timeout, not the budget, and each test reports the seconds it measured.
 */
const SERVED_TIMEOUT_MS = 4 * 60_000;

/** Waits until the published change is served; the seconds since the admin API's answer go in the report. */
async function served(check: () => Promise<boolean>) {
  const took = await until(
    check,
    SERVED_TIMEOUT_MS,
    "the published change on the site",
  ).catch((error: Error) => {
    // The rebuild service's log says why (a failed build prints its last lines).
    const log = app.output();
    throw new Error(
      `${error.message}\n${log.slice(log.indexOf("rebuild:")).slice(-4000)}`,
    );
  });
  test.info().annotations.push({
    type: "publish -> served",
    description: `${(took / 1000).toFixed(1)} s`,
  });
}

const deepSearch2601: EditionInput = {
  editionId: "2026.01",
  released: "2026-01-20",
  questionCount: 100,
  sources: ["https://example.org/deepsearch-2601"],
  retrieved: "2026-01-21",
  provenance: "DeepSearch 2601 (end-to-end journey)",
  entries: [
    {
      rank: 1,
      name: "SuperGrok Expert",
      company: "xAI",
      evaluationDate: "2026.01",
      values: {
        accuracy: "80+",
        cost_per_task: "~$0.08",
        time_per_task: "3-5 min",
      },
    },
    {
      rank: 2,
      name: "ChatGPT-5-Pro",
      company: "OpenAI",
      evaluationDate: "2026.01",
      values: {
        accuracy: "75+",
        cost_per_task: "~$0.085",
        time_per_task: "5-8 min",
      },
    },
    {
      rank: 3,
      name: "Journey Agent",
      company: "Journey Lab",
      evaluationDate: "2026.01",
      values: {
        accuracy: "45+",
        cost_per_task: "Free",
        time_per_task: "2-3 min",
      },
    },
  ],
};

/** The edition a board's page shows: its edition link marked as the current page (issue 34: they were tabs). */
async function selectedTab(page: Page) {
  return page
    .getByRole("navigation", { name: "Editions" })
    .locator('[aria-current="page"]');
}

const recruiting2602: EditionInput = {
  editionId: "2026.02",
  released: "2026-02-10",
  questionCount: 50,
  sources: ["https://example.org/recruiting-2602"],
  retrieved: "2026-02-11",
  provenance: "Recruiting 2602 (end-to-end journey)",
  entries: [
    {
      rank: 1,
      name: "Perplexity-Search",
      company: "Perplexity",
      values: {
        average: 81.2,
        company_mapping: 90.1,
        people_to_info: 80.4,
        info_to_people: 73.0,
      },
    },
    {
      rank: 2,
      name: "o3",
      company: "OpenAI",
      values: {
        average: 79.9,
        company_mapping: 93.0,
        people_to_info: 81.5,
        info_to_people: 65.2,
      },
    },
  ],
};

let deepSearchId = "";

test("an editor drafts a DeepSearch and a recruiting edition (other fields), publishes both together, and the site follows both", async ({
  page,
}) => {
  const editor = await editorSession(app.cms);

  const id = await editor.createDraft("deepsearch", deepSearch2601);
  const recruitingId = await editor.createDraft("recruiting", recruiting2602);
  // Three times the rebuild service's debounce (500 ms here): a post would have started a build by then.
  await noBuildStartsWithin(1_500);
  expect(await editionsOf("deepsearch")).toEqual(["2025.10", "2025.05"]);
  expect(await editionsOf("recruiting")).toEqual(["2025.06"]);
  expect((await fetch(`${app.site}/agi/aisearch/2026.01`)).status).toBe(404);

  const builds = settledBuilds();
  await Promise.all([
    editor.publish(id, deepSearch2601),
    editor.publish(recruitingId, recruiting2602),
  ]);
  deepSearchId = id;
  await served(
    async () =>
      /aria-current="page"[^>]*>2026\.01/.test(await html("/agi/aisearch")) &&
      ((await html("/profession/hr")).includes("Recruiting 2026.02") ||
        (await fetch(`${app.site}/profession/hr/2026.02`)).status === 200),
  );
  await nextBuildSettled(builds);

  await page.goto(`${app.site}/agi/aisearch`);
  await expect(await selectedTab(page)).toHaveText("2026.01 (latest)");
  await expect(
    page.getByRole("navigation", { name: "Editions" }).getByRole("link"),
  ).toHaveText(["2026.01 (latest)", "2025.10", "2025.05"]);
  const board = page.getByRole("region", {
    name: "DeepSearch 2026.01 leaderboard",
  });
  await expect(board.getByRole("rowheader")).toHaveText([
    "SuperGrok Expert",
    "ChatGPT-5-Pro",
    "Journey Agent",
  ]);
  await page.getByText("What moved since 2025.10").click();
  await expect(
    page.getByText(
      "Against 2025.10: 2 in both (1 up, 1 down; 1 rescored), 1 new, 9 no longer listed.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText("SuperGrok Expert: rank 2 → 1, 40+ → 80+"),
  ).toBeVisible();
  await expect(page.getByText("New: Journey Agent")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  expect(await editionsOf("deepsearch")).toEqual([
    "2026.01",
    "2025.10",
    "2025.05",
  ]);
  await page.goto(`${app.site}/agi/aisearch/2025.10`);
  await expect(await selectedTab(page)).toHaveText("2025.10");
  await expect(
    page
      .getByRole("region", { name: "DeepSearch 2025.10 leaderboard" })
      .getByRole("rowheader"),
  ).toHaveCount(11);
  const feed = await html("/feed.xml");
  expect(feed).toContain("/agi/aisearch/2026.01");
  expect(feed).toContain("Against 2025.10: 2 in both");

  expect(await editionsOf("recruiting")).toEqual(["2026.02", "2025.06"]);
  await page.goto(`${app.site}/profession/hr`);
  await expect(
    page
      .getByRole("region", { name: "Recruiting leaderboard" })
      .getByRole("rowheader"),
  ).toHaveText(["Perplexity-Search", "o3"]);
  await page.getByText("What moved since 2025.06").click();
  await expect(
    page.getByText(
      "Against 2025.06: 2 in both (1 up, 1 down; 2 rescored), 0 new, 8 no longer listed.",
    ),
  ).toBeVisible();

  await page.goto(`${app.site}/profession/hr/2025.06`);
  await expect(
    page
      .getByRole("region", { name: "Recruiting leaderboard" })
      .getByRole("rowheader"),
  ).toHaveCount(10);
  await page.goto(`${app.site}/profession/hr/2026.02`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "2026.02",
  );
});

/** The CSV the page's "current view" download gives. */
async function downloadedCsv(page: Page): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV (current view)" }).click(),
  ]);
  return readFile(await file.path(), "utf8");
}

/** The columns a downloaded CSV names in its header row: the fields' keys, as the data API names them. */
const csvColumns = (csv: string) =>
  (csv.split("\n")[0] ?? "").split(",").map((column) => column.trim());

// Issue 34 item 3: a field is content. Added to a board in the admin (key, label, unit, kind, description, lower is
// better) it is a column of the page, of its CSV and of its data API file once an edition publishes values for it;
// removed, it is gone from all three. No code change, on DeepSearch and on recruiting.
type AddedField = {
  slug: string;
  route: string;
  field: FieldInput;
  edition: EditionInput;
};
const addedFields: AddedField[] = [
  {
    slug: "deepsearch",
    route: "/agi/aisearch",
    field: {
      key: "pages_read",
      label: "Pages read",
      kind: "number",
      unit: "pages per task",
      description: "How many web pages the product opened per task.",
      lowerIsBetter: true,
    },
    edition: {
      ...deepSearch2601,
      editionId: "2026.03",
      provenance: "DeepSearch 2603 (end-to-end journey: a field added)",
      entries: deepSearch2601.entries.map((entry, index) => ({
        ...entry,
        values: { ...entry.values, pages_read: 12 + index },
      })),
    },
  },
  {
    slug: "recruiting",
    route: "/profession/hr",
    field: {
      key: "outreach",
      label: "Outreach",
      kind: "score",
      unit: null,
      description: "A made-up fourth task category.",
      lowerIsBetter: false,
    },
    edition: {
      editionId: "2026.04",
      released: "2026-04-10",
      questionCount: 50,
      sources: ["https://example.org/recruiting-2604"],
      retrieved: "2026-04-11",
      provenance: "Recruiting 2604 (end-to-end journey: a field added)",
      entries: [
        {
          rank: 1,
          name: "Perplexity-Search",
          company: "Perplexity",
          values: {
            average: 80.0,
            company_mapping: 90.0,
            people_to_info: 80.0,
            info_to_people: 70.0,
            outreach: 66.5,
          },
        },
      ],
    },
  },
] as const;

const fileOf = async (slug: string, edition: string) =>
  (await fetch(`${app.site}/data/${slug}/${edition}.json`)).json();
const fieldKeys = async (slug: string, edition: string) =>
  z
    .object({ fields: z.array(z.object({ key: z.string() })) })
    .parse(await fileOf(slug, edition))
    .fields.map((entry) => entry.key);

test("an editor corrects the DeepSearch edition and adds a field to DeepSearch and to recruiting in one sitting: the correction is listed, and the field is a column of the page, of the CSV and of the data API", async ({
  page,
}) => {
  const editor = await editorSession(app.cms);
  const reason =
    "Journey Agent re-graded after a grader fix (two answers were scored against the wrong reference).";
  const corrected: EditionInput = {
    ...deepSearch2601,
    entries: deepSearch2601.entries.map((entry) =>
      entry.name === "Journey Agent"
        ? { ...entry, values: { ...entry.values, accuracy: "50+" } }
        : entry,
    ),
  };
  const builds = settledBuilds();
  // The correction first, then each board's new field and an edition with values for it (its values are checked
  // against the board's fields, so the field comes first).
  const correcting = editor.correct(deepSearchId, corrected, reason);
  const adding = Promise.all(
    addedFields.map(async ({ slug, field, edition }) => {
      await editor.changeFields(slug, (fields) => [...fields, field]);
      const id = await editor.createDraft(slug, edition);
      await editor.publish(id, edition);
    }),
  );
  await correcting;
  await served(async () =>
    (await html("/agi/aisearch/2026.01")).includes(reason),
  );
  await adding;
  await served(async () => {
    for (const { slug, field, edition } of addedFields) {
      const response = await fetch(
        `${app.site}/data/${slug}/${edition.editionId}.json`,
      );
      if (!response.ok) return false;
      if (!(await fieldKeys(slug, edition.editionId)).includes(field.key))
        return false;
    }
    return true;
  });
  await nextBuildSettled(builds);

  await page.goto(`${app.site}/agi/aisearch/2026.01`);
  await expect(
    page.getByRole("heading", { name: "Corrections to 2026.01" }),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: reason }),
  ).toContainText("Journey Agent, accuracy: 45+ → 50+. Reason:");
  expect(
    await (await fetch(`${app.site}/data/deepsearch/2026.01.json`)).json(),
  ).toMatchObject({
    corrections: [expect.objectContaining({ entry: "Journey Agent", reason })],
  });

  for (const { slug, route, field, edition } of addedFields) {
    await page.goto(`${app.site}${route}`);
    const table = page.getByRole("table").first();
    await expect(
      table.getByRole("columnheader", { name: field.label }),
    ).toBeVisible();
    expect(csvColumns(await downloadedCsv(page))).toContain(field.key);
    const file = await fileOf(slug, edition.editionId);
    expect(file).toMatchObject({
      fields: expect.arrayContaining([
        expect.objectContaining({
          key: field.key,
          label: field.label,
          description: field.description,
          lowerIsBetter: field.lowerIsBetter,
        }),
      ]),
    });
  }
});

const salesBoard: BoardInput = {
  slug: "sales",
  title: "Sales",
  track: "profession",
  category: "sales",
  route: "/profession/sales",
  summary:
    "Agents qualify leads and draft outreach for 20 made-up sales tasks.",
  taskCount: 20,
  sortField: "win_rate",
  sortDirection: "desc",
  tieRule: "Equal win rates share a rank.",
  headlineField: "win_rate",
  fields: [
    {
      key: "win_rate",
      label: "Win rate",
      kind: "score",
      unit: "score (0-100)",
      description: "Share of the tasks the judge accepts.",
    },
    { key: "accuracy", label: "Lead accuracy", kind: "band", unit: "%" },
    {
      key: "cost",
      label: "Cost/Task",
      kind: "money",
      unit: "USD per task",
      lowerIsBetter: true,
    },
  ],
};
const sales2603: EditionInput = {
  editionId: "2026.03",
  released: "2026-03-05",
  questionCount: 20,
  sources: ["https://example.org/sales-2603"],
  retrieved: "2026-03-06",
  provenance: "Sales 2603 (end-to-end journey)",
  entries: [
    {
      rank: 1,
      name: "Closer Agent",
      company: "Journey Lab",
      values: { win_rate: 64.5, accuracy: "60+", cost: "~$0.12" },
    },
    {
      rank: 2,
      name: "o3",
      company: "OpenAI",
      values: { win_rate: 58, accuracy: "55+", cost: null },
    },
  ],
};
// And a capability's board: the AGI track's matrix cell.
const reasoningBoard: BoardInput = {
  slug: "reasoning",
  title: "Reasoning",
  track: "agi",
  category: "reasoning",
  route: "/agi/reasoning",
  sortField: "score",
  sortDirection: "desc",
  headlineField: "score",
  fields: [{ key: "score", label: "Score", kind: "score" }],
};
const reasoning2603: EditionInput = {
  editionId: "2026.03",
  sources: ["https://example.org/reasoning-2603"],
  entries: [
    {
      rank: 1,
      name: "Thinker",
      company: "Journey Lab",
      values: { score: 71 },
    },
  ],
};

test("an editor removes the added field and publishes two new boards (a profession the site has no page for, and a capability) in one sitting: the field is gone, and the site gives each board its pages", async ({
  page,
}) => {
  const editor = await editorSession(app.cms);
  // Not prerendered until its board is published: the spec's placeholder, rendered in the browser.
  await page.goto(`${app.site}/profession/sales`);
  await expect(page.getByText(/Coming soon/)).toBeVisible();

  const builds = settledBuilds();
  // A new board is published, then its first edition (the edition names its board).
  const newBoard = async (board: BoardInput, edition: EditionInput) => {
    await editor.createBoard(board);
    await editor.publish(
      await editor.createDraft(board.slug, edition),
      edition,
    );
  };
  await Promise.all([
    ...addedFields.map(({ slug, field }) =>
      editor.changeFields(slug, (fields) =>
        fields.filter((entry) => entry.key !== field.key),
      ),
    ),
    newBoard(salesBoard, sales2603),
    newBoard(reasoningBoard, reasoning2603),
  ]);
  await served(
    async () =>
      (await html("/profession/sales")).includes("Closer Agent") &&
      (await html("/agi/reasoning")).includes("Thinker"),
  );
  await served(async () => {
    for (const { slug, field, edition } of addedFields)
      if ((await fieldKeys(slug, edition.editionId)).includes(field.key))
        return false;
    return true;
  });
  await nextBuildSettled(builds);

  for (const { route, field } of addedFields) {
    await page.goto(`${app.site}${route}`);
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(
      page
        .getByRole("table")
        .first()
        .getByRole("columnheader", { name: field.label }),
    ).toHaveCount(0);
    expect(csvColumns(await downloadedCsv(page))).not.toContain(field.key);
  }

  // Its page: from the board's definition and edition only.
  await page.goto(`${app.site}/profession/sales`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "xbench-Profession-Sales",
  );
  const board = page.getByRole("region", {
    name: "Sales 2026.03 leaderboard",
  });
  await expect(board.getByRole("rowheader")).toHaveText(["Closer Agent", "o3"]);
  await expect(board.getByRole("columnheader")).toContainText([
    "Rank",
    "Agent",
    "Company",
    "Win rate",
    "Lead accuracy",
    "Cost/Task",
  ]);
  await expect(board.getByRole("row").nth(1)).toContainText("64.5");
  await expect(page.getByText("Equal win rates share a rank.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await html("/profession/sales/2026.03")).toContain(
    "<title>xbench-Profession-Sales 2026.03 leaderboard | xbench</title>",
  );
  expect((await fetch(`${app.site}/profession/sales/2025.01`)).status).toBe(
    404,
  );

  // Their tile and matrix cell are live, and Home's summary has their podiums.
  await page.goto(`${app.site}/agi`);
  await page
    .getByRole("region", { name: "Fundamental Intelligence" })
    .getByRole("link", { name: /Reasoning/ })
    .click();
  await expect(page).toHaveURL(/\/agi\/reasoning$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "xbench-Reasoning",
  );
  await page.goto(`${app.site}/profession`);
  // The tile in the page's main region (the footer lists the board by its full name too).
  await page
    .getByRole("main")
    .getByRole("link", { name: "Sales", exact: true })
    .click();
  await expect(page).toHaveURL(/\/profession\/sales$/);
  await page.goto(`${app.site}/`);
  const summary = page.getByRole("region", { name: "First Wave summary" });
  await expect(
    summary.getByRole("row", { name: /xbench-Profession-Sales/ }),
  ).toContainText("Closer Agent");
  await expect(
    summary.getByRole("row", { name: /xbench-Reasoning/ }),
  ).toContainText("Thinker");
  await expect(
    page.getByText(
      // ScienceQA, DeepSearch, BabyVision (multimodality) and this Reasoning board.
      "Four capabilities have live benchmarks; seven more are coming.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText("Recruiting (HR), Marketing, and Sales are live."),
  ).toBeVisible();

  // The data API, its badges and the feed.
  expect(await editionsOf("sales")).toEqual(["2026.03"]);
  const file = await (
    await fetch(`${app.site}/data/sales/2026.03.json`)
  ).json();
  expect(file).toMatchObject({
    board: "sales",
    headline: "win_rate",
    rows: [
      expect.objectContaining({ rank: 1, win_rate: 64.5, accuracy: "60+" }),
      expect.objectContaining({ rank: 2, cost: null }),
    ],
  });
  const badge = await fetch(`${app.site}/badge/sales/2026.03/closer-agent.svg`);
  expect(badge.status).toBe(200);
  expect(await badge.text()).toContain("rank 1 · 64.5");
  expect(await html("/feed.xml")).toContain("/profession/sales/2026.03");
});
