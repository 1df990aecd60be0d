import { readFile } from "node:fs/promises";

import {
  expect,
  test as freshPageTest,
  type Locator,
  type Page,
} from "@playwright/test";
import { parse } from "csv-parse/sync";

import {
  expectNoSeriousA11yViolations,
  HYDRATION_ERROR,
  mockCms,
  rankingFixture,
  readClientChunks,
  recordConsole,
  tableRows,
  sharedPageTest as test,
} from "./support";

// An independent RFC 4180 reader checks what the site's CSV writer wrote.
const parseCsv = (text: string): string[][] => parse(text);

/** The table in the scrollable region that carries the board's name. */
function board(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true }).getByRole("table");
}

async function rowNames(table: Locator): Promise<string[]> {
  return table.getByRole("rowheader").allTextContents();
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
}

/** The board page's link to one of its editions (they were DeepSearch's tabs: issue 34). */
const editionLink = (page: Page, edition: string) =>
  page
    .getByRole("navigation", { name: "Editions" })
    .getByRole("link", { name: edition });

const deepSearch2510 = "DeepSearch 2025.10 leaderboard";
const deepSearch2505 = "DeepSearch 2025.05 leaderboard";

test.describe("DeepSearch", () => {
  test.beforeEach(async ({ page }) => {
    await mockCms(page);
  });

  test("sorts by a header click: cheapest first ('Free' is 0), then dearest, then the published order", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch");
    const table = board(page, deepSearch2510);
    const published = await rowNames(table);
    const cost = table.getByRole("columnheader", {
      name: "Cost/Task",
      exact: true,
    });
    await expect(table.locator("[aria-sort]")).toHaveCount(0);

    await cost.getByRole("button").click();
    await expect(cost).toHaveAttribute("aria-sort", "ascending");
    expect(await rowNames(table)).toEqual([
      "StepFun Research",
      "Doubao Deep Research",
      "Coze Space",
      "SuperGrok Expert",
      "ChatGPT-5-Pro",
      "Flowith",
      "Genspark Super Agent",
      "Skywork",
      "Manus Agent",
      "Minimax Agent",
      "Fellou",
    ]);
    // Ranks are the published ones, not renumbered.
    await expect(
      table.getByRole("row").nth(1).getByRole("cell").first(),
    ).toContainText("=3 (tied)");

    await cost.getByRole("button").click();
    await expect(cost).toHaveAttribute("aria-sort", "descending");
    expect((await rowNames(table))[0]).toBe("Fellou");

    await cost.getByRole("button").click();
    await expect(table.locator("[aria-sort]")).toHaveCount(0);
    expect(await rowNames(table)).toEqual(published);
  });

  test("sorts from the keyboard: time ranges by their bounds, in minutes", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch");
    const table = board(page, deepSearch2510);
    const time = table.getByRole("columnheader", { name: "Time Cost/Task" });
    // The controls are disabled in the prerendered HTML until the page hydrates.
    await expect(time.getByRole("button")).toBeEnabled();
    await time.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(time).toHaveAttribute("aria-sort", "ascending");
    expect((await rowNames(table)).slice(0, 2)).toEqual([
      "Coze Space",
      "SuperGrok Expert",
    ]);
    await page.keyboard.press("Space");
    await expect(time).toHaveAttribute("aria-sort", "descending");
    expect((await rowNames(table)).slice(0, 4)).toEqual([
      "Minimax Agent",
      "StepFun Research",
      "Flowith",
      "ChatGPT-5-Pro",
    ]);
    await expect(
      table.getByRole("columnheader", { name: "Accuracy" }),
    ).not.toHaveAttribute("aria-sort");
  });

  test("column descriptions reach keyboard and screen reader users", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch");
    const table = board(page, deepSearch2510);
    await expect(
      table.getByRole("columnheader", { name: "Accuracy" }).getByRole("button"),
    ).toHaveAccessibleDescription(
      "Accuracy on 100 tasks, published as a band: '35+' means at least 35%. Unit: % (lower bound of a 5-point band).",
    );
    const panel = page.getByRole("region", { name: "Leaderboard" });
    const guide = panel.getByText("About the columns");
    await guide.focus();
    await page.keyboard.press("Enter");
    await expect(
      panel.getByText(
        "Unit: USD per task (approximate, as published). Lower is better.",
      ),
    ).toBeVisible();
  });

  test("filters by text and by company, and says when nothing matches", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch");
    const table = board(page, deepSearch2510);
    await page.getByLabel("Filter by product or company").fill("bytedance");
    await expect(table.getByRole("rowheader")).toHaveText([
      "Doubao Deep Research",
      "Coze Space",
    ]);
    await expect(page.getByText("2 of 11 rows")).toBeVisible();
    await expect(
      table
        .getByRole("row", { name: /Coze Space/ })
        .getByRole("cell")
        .first(),
    ).toContainText("=10 (tied)");

    await page.getByLabel("Filter by product or company").fill("");
    await page.getByLabel("Company", { exact: true }).selectOption("OpenAI");
    await expect(table.getByRole("rowheader")).toHaveText(["ChatGPT-5-Pro"]);

    await page
      .getByLabel("Filter by product or company")
      .fill("nothing-like-this");
    await expect(table.getByText("No rows match the filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(table.getByRole("rowheader")).toHaveCount(11);
  });

  test("a shared URL opens the same view without hydration errors, and survives a reload", async ({
    page,
  }) => {
    const messages = recordConsole(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The edition is the page's address (its own page), the view its query.
    await page.goto("/agi/aisearch/2025.05?mode=Search&sort=accuracy&dir=asc");
    const check = async () => {
      await expect(editionLink(page, "2025.05")).toHaveAttribute(
        "aria-current",
        "page",
      );
      const table = board(page, deepSearch2505);
      await expect(table.getByRole("rowheader")).toHaveText([
        "o4-mini-high",
        "o3",
      ]);
      await expect(
        table.getByRole("columnheader", { name: "Accuracy" }),
      ).toHaveAttribute("aria-sort", "ascending");
      await expect(page.getByLabel("Mode", { exact: true })).toHaveValue(
        "Search",
      );
    };
    await check();
    await page.reload();
    await check();
    expect(messages.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  });

  test("bad query values are ignored, the rest of the view applies", async ({
    page,
  }) => {
    await page.goto(
      "/agi/aisearch?edition=1999.01&company=Nobody&sort=nonsense&dir=asc&q=grok",
    );
    await expect(editionLink(page, "2025.10")).toHaveAttribute(
      "aria-current",
      "page",
    );
    const table = board(page, deepSearch2510);
    await expect(table.getByRole("rowheader")).toHaveText(["SuperGrok Expert"]);
    await expect(page.getByLabel("Company", { exact: true })).toHaveValue("");
    await expect(table.locator("[aria-sort]")).toHaveCount(0);
  });

  test("the view is in the URL and the back button restores the previous view", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch");
    const table = board(page, deepSearch2510);
    const accuracy = table.getByRole("columnheader", { name: "Accuracy" });
    await accuracy.getByRole("button").click();
    await accuracy.getByRole("button").click();
    await expect(accuracy).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=accuracy&dir=asc/);

    await editionLink(page, "2025.05").click();
    await expect(page).toHaveURL(/\/agi\/aisearch\/2025\.05$/);
    await expect(board(page, deepSearch2505)).toBeVisible();

    await page.goBack();
    await expect(editionLink(page, "2025.10")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(accuracy).toHaveAttribute("aria-sort", "ascending");
    await page.goBack();
    await expect(accuracy).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/dir=desc/);

    // A text filter is one step: Back empties the box and brings every row back.
    const filter = page.getByLabel("Filter by product or company");
    await filter.fill("grok");
    await expect(table.getByRole("rowheader")).toHaveText(["SuperGrok Expert"]);
    await expect(page).toHaveURL(/q=grok/);
    await page.goBack();
    await expect(filter).toHaveValue("");
    await expect(table.getByRole("rowheader")).toHaveCount(11);
    await expect(accuracy).toHaveAttribute("aria-sort", "descending");
  });

  test("downloads the current view and the full board as CSV and JSON that match the table", async ({
    page,
  }) => {
    await page.goto(
      "/agi/aisearch?company=ByteDance&sort=cost_per_task&dir=desc",
    );
    const table = board(page, deepSearch2510);
    await expect(table.getByRole("rowheader")).toHaveText([
      "Doubao Deep Research",
      "Coze Space",
    ]);
    const shown = await tableRows(table);

    const csv = await download(page, "Download CSV (current view)");
    expect(csv.name).toBe("deepsearch-2025.10-view.csv");
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([
      "rank",
      "tied",
      "product",
      "company",
      "accuracy",
      "cost_per_task",
      "time_per_task",
      "evaluation_date",
    ]);
    expect(rows).toEqual(
      shown.map(([rank, name, company, accuracy, cost, time, date]) => [
        rank!.replace(/^=|\s*\(tied\)$/g, ""),
        rank!.startsWith("=") ? "true" : "false",
        name!,
        company!,
        accuracy!,
        cost!,
        time!,
        date!,
      ]),
    );

    const json = await download(page, "Download JSON (full board)");
    expect(json.name).toBe("deepsearch-2025.10-full.json");
    const document = JSON.parse(json.text);
    expect(document.board).toBe("xbench-DeepSearch");
    expect(document.edition).toBe("2025.10");
    expect(document.view.kind).toBe("full board");
    expect(document.sources[0]).toMatch(/^https:\/\/github.com\/xbench-ai\//);
    expect(document.columns).toContainEqual(
      expect.objectContaining({ key: "cost_per_task", lowerIsBetter: true }),
    );
    expect(
      document.columns.find((c: { key: string }) => c.key === "accuracy").unit,
    ).toMatch(/%/);
    expect(document.rows).toHaveLength(11);
    expect(document.rows[0]).toMatchObject({
      rank: 1,
      tied: false,
      product: "ChatGPT-5-Pro",
      accuracy: "75+",
      cost_per_task: "~$0.085",
    });

    const viewJson = JSON.parse(
      (await download(page, "Download JSON (current view)")).text,
    );
    expect(viewJson.view).toMatchObject({
      kind: "current view",
      facets: { company: "ByteDance" },
      sort: { column: "cost_per_task", direction: "desc" },
    });
    expect(
      viewJson.rows.map((row: { product: string }) => row.product),
    ).toEqual(shown.map((row) => row[1]));
    const fullCsv = parseCsv(
      (await download(page, "Download CSV (full board)")).text,
    );
    expect(fullCsv).toHaveLength(12);
  });

  test("stays free of serious accessibility violations with a sorted, filtered view", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch?q=o&sort=time_per_task&dir=asc");
    await expect(
      board(page, deepSearch2510).getByRole("columnheader", {
        name: "Time Cost/Task",
      }),
    ).toHaveAttribute("aria-sort", "ascending");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("ScienceQA (CMS mocked)", () => {
  test.beforeEach(async ({ page }) => {
    await mockCms(page);
  });

  test("sorts, filters by company, and downloads a view that matches the table", async ({
    page,
  }) => {
    await page.goto("/agi/scienceqa?company=Google");
    const table = board(page, "ScienceQA leaderboard");
    await expect(table.getByRole("rowheader")).toHaveText([
      "Gemini 2.5 Pro",
      "Gemini 2.5 flash",
    ]);
    // The fixture has no model types: the facet is left out.
    await expect(page.getByLabel("Model type")).toHaveCount(0);
    const score = table.getByRole("columnheader", { name: "Score" });
    await score.getByRole("button").click();
    await score.getByRole("button").click();
    await expect(score).toHaveAttribute("aria-sort", "ascending");
    await expect(table.getByRole("rowheader")).toHaveText([
      "Gemini 2.5 flash",
      "Gemini 2.5 Pro",
    ]);
    const shown = await tableRows(table);
    const csv = parseCsv(
      (await download(page, "Download CSV (current view)")).text,
    );
    expect(csv[0]!.slice(0, 6)).toEqual([
      "rank",
      "tied",
      "model",
      "company",
      "score",
      "bon",
    ]);
    // The rank cell shows the published rank, then the ranks the row could hold ("2ranks 1–10"); the
    // download carries the published rank.
    const publishedRank = (cell: string) => /^\d+/.exec(cell)?.[0];
    expect(
      csv.slice(1).map((row) => [row[0], row[2], row[3], Number(row[4])]),
    ).toEqual(
      shown.map((row) => [
        publishedRank(row[0]!),
        row[1],
        row[2],
        Number(row[3]),
      ]),
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test("ScienceQA offers the open/proprietary facet once the CMS sends model types", async ({
  page,
}) => {
  const typed = structuredClone(rankingFixture);
  typed.data.forEach((entry, index) =>
    Object.assign(entry.model, {
      type: index === 3 || index === 7 ? "Open" : "Proprietary",
    }),
  );
  await mockCms(page, { ranking: { status: 200, body: typed } });
  await page.goto("/agi/scienceqa");
  const table = board(page, "ScienceQA leaderboard");
  await page.getByLabel("Model type").selectOption("Open");
  await expect(table.getByRole("rowheader")).toHaveText([
    "DeepSeek-R1",
    "Qwen3 - Think",
  ]);
  await expect(page).toHaveURL(/type=Open/);
  await page.reload();
  await expect(page.getByLabel("Model type")).toHaveValue("Open");
  await expect(table.getByRole("rowheader")).toHaveCount(2);
});

test.describe("Profession boards", () => {
  test("Recruiting: filter by text, sort a category, the JSON full board has every agent", async ({
    page,
  }) => {
    await page.goto("/profession/hr");
    const table = board(page, "Recruiting leaderboard");
    await page.getByLabel("Filter by agent or company").fill("perplexity");
    await expect(table.getByRole("rowheader")).toHaveText([
      "Perplexity-Search",
      "Perplexity-Research",
    ]);
    const category = table.getByRole("columnheader", {
      name: "Info-to-People",
    });
    await category.getByRole("button").click();
    await expect(category).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/q=perplexity.*sort=info_to_people&dir=desc/);
    const document = JSON.parse(
      (await download(page, "Download JSON (full board)")).text,
    );
    expect(document.board).toBe("xbench-Profession-Recruiting");
    expect(document.rows.map((row: { agent: string }) => row.agent)).toEqual([
      "o3",
      "Perplexity-Search",
      "Claude-3.7-Sonnet",
      "o4-mini-high",
      "Gemini-2.5-Flash",
      "Perplexity-Research",
      "Gemini-2.5-Pro",
      "DeepSeek R1",
      "Grok3-Search",
      "GPT-4o",
    ]);
  });

  test("Marketing: company facet keeps the published ranks", async ({
    page,
  }) => {
    await page.goto("/profession/marketing");
    const table = board(page, "Marketing leaderboard");
    await page
      .getByLabel("Company", { exact: true })
      .selectOption("Perplexity");
    await expect(table.getByRole("rowheader")).toHaveCount(2);
    expect(await tableRows(table)).toEqual([
      [
        "7",
        "Perplexity-Research",
        "Perplexity",
        "40.2",
        "41.3",
        "32.0",
        "44.0",
      ],
      ["8", "Perplexity-Search", "Perplexity", "34.4", "36.6", "26.4", "31.1"],
    ]);
  });
});

freshPageTest.describe(
  "the URL parser loads only when there is a view to read",
  () => {
    // The chunk that holds the table's URL parser (and so zod's), from the build's chunk graph.
    let parserChunk = "";
    freshPageTest.beforeAll(() => {
      parserChunk =
        readClientChunks().find(([, chunk]) =>
          chunk.modules.some((module) =>
            module.id.endsWith("components/leaderboard/parse-table-state.ts"),
          ),
        )?.[0] ?? "";
    });

    function parserRequests(page: Page): string[] {
      const urls: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url()).pathname;
        if (url === parserChunk) urls.push(url);
      });
      return urls;
    }

    freshPageTest(
      "a plain visit does not fetch it; the first sort does, and the view follows at once",
      async ({ page }) => {
        expect(parserChunk).toMatch(/^\/assets\/.+\.js$/);
        const requests = parserRequests(page);
        await page.goto("/profession/hr");
        const table = board(page, "Recruiting leaderboard");
        const sortButton = table.getByRole("button", {
          name: "Average",
          exact: true,
        });
        await expect(sortButton).toBeEnabled();
        await page.waitForLoadState("networkidle");
        expect(requests).toEqual([]);

        await sortButton.click();
        await expect(
          table.getByRole("columnheader", { name: "Average", exact: true }),
        ).toHaveAttribute("aria-sort", "descending");
        await expect(page).toHaveURL(/\?sort=average&dir=desc$/);
        await expect.poll(() => requests.length).toBe(1);
      },
    );

    freshPageTest(
      "a shared link with a view fetches it and opens that view",
      async ({ page }) => {
        const requests = parserRequests(page);
        await page.goto("/profession/hr?q=openai");
        const table = board(page, "Recruiting leaderboard");
        await expect(page.getByLabel("Filter by agent or company")).toHaveValue(
          "openai",
        );
        await expect(table.getByRole("rowheader")).toHaveCount(3);
        expect(requests).toHaveLength(1);
      },
    );
  },
);

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // ScienceQA's first row has no medal (its interval overlaps ranks 2–9) but its rank range.
  for (const { path, name, first, rank } of [
    {
      path: "/agi/aisearch",
      name: deepSearch2510,
      first: "ChatGPT-5-Pro",
      rank: "medal",
    },
    {
      path: "/agi/scienceqa",
      name: "ScienceQA leaderboard",
      first: "o3-high",
      rank: "ranks 1–9",
    },
    {
      path: "/profession/hr",
      name: "Recruiting leaderboard",
      first: "o3",
      rank: "medal",
    },
    {
      path: "/profession/marketing",
      name: "Marketing leaderboard",
      first: "o3",
      rank: "medal",
    },
  ]) {
    test(`${path}: rank, medal and name are readable and the page does not scroll sideways`, async ({
      page,
    }, testInfo) => {
      await mockCms(page);
      await page.goto(path);
      const table = board(page, name);
      const row = table.getByRole("row").nth(1);
      await row.scrollIntoViewIfNeeded();
      await expect(
        rank === "medal"
          ? row.getByRole("img", { name: "Gold medal" })
          : row.getByText(rank),
      ).toBeInViewport();
      await expect(row.getByRole("cell").first()).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("rowheader")).toHaveText(first);
      await expect(row.getByRole("rowheader")).toBeInViewport({ ratio: 1 });
      // Every name wraps inside its pinned column: none runs over the scores beside it.
      const overflowing = await table
        .getByRole("rowheader")
        .evaluateAll((cells) =>
          cells
            .filter((cell) => {
              const name = cell.firstElementChild;
              return name !== null && name.scrollWidth > name.clientWidth + 1;
            })
            .map((cell) => cell.textContent),
        );
      expect(overflowing).toEqual([]);
      // Scroll the table sideways: rank and name stay in place.
      await page
        .getByRole("region", { name, exact: true })
        .evaluate((region) => region.scrollBy({ left: 400 }));
      await expect(row.getByRole("rowheader")).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("cell").first()).toBeInViewport({ ratio: 1 });
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth),
      ).toBeLessThanOrEqual(375);
      await page.screenshot({
        path: testInfo.outputPath("375.png"),
      });
    });
  }
});
