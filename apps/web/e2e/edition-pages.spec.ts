import { expect, type Page } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

// Every edition of every bundled board has a permanent, prerendered page at <board route>/<edition id>;
// the board's own route keeps showing the newest; an edition id the site does not have is a 404.

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

/** A board page's link to one of its editions (the board page's edition links; they were DeepSearch's tabs). */
const editionLink = (page: Page, edition: string) =>
  page
    .getByRole("navigation", { name: "Editions" })
    .getByRole("link", { name: edition });

const editions = [
  {
    path: "/agi/aisearch/2025.10",
    heading: "xbench-DeepSearch 2025.10",
    tab: "2025.10",
    rows: 11,
    first: "ChatGPT-5-Pro",
  },
  {
    path: "/agi/aisearch/2025.05",
    heading: "xbench-DeepSearch 2025.05",
    tab: "2025.05",
    rows: 5,
    first: "o3",
  },
  {
    path: "/profession/hr/2025.06",
    heading: "xbench-Profession-Recruiting 2025.06",
    rows: 10,
    first: "o3",
  },
  {
    path: "/profession/marketing/2025.06",
    heading: "xbench-Profession-Marketing 2025.06",
    rows: 9,
    first: "o3",
  },
];

for (const edition of editions) {
  test(`${edition.path} is a prerendered page of that edition, titled with it`, async ({
    page,
  }) => {
    const response = await page.goto(edition.path);
    expect(response?.status()).toBe(200);
    // Prerendered: the edition is in the HTML the server sends, before any script runs.
    expect(await response?.text()).toContain(`${edition.heading}</h1>`);
    await expect(page).toHaveTitle(`${edition.heading} leaderboard | xbench`);
    await expect(
      page.getByRole("heading", { level: 1, name: edition.heading }),
    ).toBeVisible();
    if (edition.tab) {
      // Every board's page lists its editions as links; the one shown is the current page's.
      await expect(editionLink(page, edition.tab)).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    const table = page
      .getByRole("table")
      .filter({ has: page.getByRole("rowheader") })
      .first();
    await expect(table.getByRole("row")).toHaveCount(edition.rows + 1);
    await expect(
      table.getByRole("row").nth(1).getByRole("rowheader"),
    ).toContainText(edition.first);
  });
}

test("on an edition page, another edition's link opens that edition's page", async ({
  page,
}) => {
  await page.goto("/agi/aisearch/2025.10");
  await editionLink(page, "2025.05").click();
  await expect(page).toHaveURL(/\/agi\/aisearch\/2025\.05$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "xbench-DeepSearch 2025.05" }),
  ).toBeVisible();
  await expect(editionLink(page, "2025.05")).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the board's own page still shows the newest edition first and by default", async ({
  page,
}) => {
  await page.goto("/agi/aisearch");
  await expect(
    page.getByRole("navigation", { name: "Editions" }).getByRole("link"),
  ).toHaveText(["2025.10 (latest)", "2025.05"]);
  await expect(editionLink(page, "2025.10")).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "xbench-DeepSearch" }),
  ).toBeVisible();
});

for (const path of [
  "/agi/aisearch/2099.01",
  "/agi/aisearch/latest",
  "/profession/hr/2024.01",
  "/profession/legal/2025.06",
]) {
  test(`${path} (no such edition) answers 404 with the 404 page`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | xbench");
  });
}

test("an edition page has no serious accessibility violations", async ({
  page,
}) => {
  await page.goto("/agi/aisearch/2025.05");
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
