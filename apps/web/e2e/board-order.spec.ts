import { expect, test as freshPageTest, type Page } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

// Issue 37, the reader's order: the leader strip's and the bar's particulars. The order itself (header, leader strip, table, then the groups, each once) is checked on every board and
// edition page in both languages by visual.spec.ts, on the load of its 1366 px layout checks (./board-order.ts).

/** The page's second-level headings, in the order they stand. */
const sectionHeadings = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

test("the leader strip shares recruiting's bronze between its two equal averages, with the ranks they cover", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/profession/hr");
  const places = page
    .getByRole("region", { name: "Top three places" })
    .getByRole("listitem");
  await expect(places).toHaveCount(3);
  const third = places.nth(2);
  await expect(third.getByRole("img", { name: "Bronze medal" })).toHaveCount(1);
  await expect(third).toContainText("Rank 3, shared by 2 · ranks 3–4");
  await expect(third.getByRole("link")).toHaveText([
    "Claude-3.7-Sonnet",
    "o4-mini-high",
  ]);
  await expect(third).toContainText("61.4");
  // The tie statement: the board's own rule, once, under the strip and not under the table.
  await expect(
    page.getByText("Equal averages share a rank, as published."),
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test("DeepSearch's strip names every product of its shared third rank under one bronze", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/agi/aisearch/2025.10");
  const strip = page.getByRole("region", { name: "Top three places" });
  // Its charts (cost, time, the edition comparison) are a group of their own once the page has hydrated.
  await expect(
    page
      .getByRole("navigation", { name: "More on this board" })
      .getByRole("link"),
  ).toHaveText(["Charts", "Method", "Data & cite"]);
  const third = strip.getByRole("listitem").nth(2);
  await expect(third).toContainText("Rank 3, shared by 7");
  await expect(third.getByRole("link")).toHaveCount(7);
  await expect(strip.getByRole("img", { name: "Gold medal" })).toHaveCount(1);
  await expect(strip.getByRole("img", { name: "Bronze medal" })).toHaveCount(1);
  // Its uncertainty is said once on the page, with the table.
  await expect(page.getByText(/roughly ±10 points at 95%/)).toHaveCount(1);
  await expect(
    page
      .getByRole("region", { name: "Leaderboard", exact: true })
      .getByText(/roughly ±10 points at 95%/),
  ).toBeVisible();
});

test("ScienceQA's strip gives no medal where the intervals overlap, and the ranks each place could hold", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/agi/scienceqa");
  const strip = page.getByRole("region", { name: "Top three places" });
  await expect(strip.getByRole("listitem")).toHaveCount(3);
  await expect(strip.getByRole("img", { name: /medal/ })).toHaveCount(0);
  await expect(strip.getByRole("listitem").first()).toContainText(
    "Rank 1 · ranks 1–9",
  );
  await expect(strip).toContainText(/no place is certain: no medal/);
  // The board pages' groups, in their order, after the table.
  await expect(
    page
      .getByRole("navigation", { name: "More on this board" })
      .getByRole("link"),
  ).toHaveText(["Charts", "Method", "Data & cite"]);
  expect(await sectionHeadings(page)).toEqual([
    "Top three places",
    "Leaderboard",
    "Charts",
    "Method",
    "Data & cite",
    "Submit your model",
  ]);
});

test("the Chinese strip links each leader to its Chinese agent page", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/zh/agi/aisearch");
  const links = page.getByRole("region", { name: "前三名" }).getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((all) =>
    all.map((link) => link.getAttribute("href")),
  ))
    expect(href).toMatch(/^\/zh\/agents\//);
  await links.first().click();
  await expect(page).toHaveURL(/\/zh\/agents\//);
});

freshPageTest.describe("without JavaScript", () => {
  freshPageTest.use({ javaScriptEnabled: false });

  freshPageTest(
    "the bar's links reach Charts (the progress over time, a table), Method and Data & cite, and no heading is left empty",
    async ({ page }) => {
      await page.goto("/agi/aisearch");
      const bar = page.getByRole("navigation", { name: "More on this board" });
      await expect(bar.getByRole("link")).toHaveText([
        "Charts",
        "Method",
        "Data & cite",
      ]);
      // Without scripts the Charts group holds what is in the HTML: the progress over time, one row per edition.
      const progress = page.getByRole("region", { name: "Progress over time" });
      await expect(progress.getByRole("row")).toHaveCount(3);
      await expect(
        progress.getByRole("row", { name: /2025\.10/ }),
      ).toContainText("65+ → 75+ since 2025.05");
      await bar.getByRole("link", { name: "Data & cite" }).click();
      await expect(page).toHaveURL(/#data$/);
      await expect(
        page.getByRole("heading", { level: 2, name: "Data & cite" }),
      ).toBeInViewport();
      // From the keyboard too.
      await bar.getByRole("link", { name: "Method" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#method$/);
      await expect(
        page.getByRole("heading", { level: 2, name: "Method" }),
      ).toBeInViewport();
    },
  );
});
