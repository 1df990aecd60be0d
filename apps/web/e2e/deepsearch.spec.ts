import { expect, type Page } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

// DeepSearch on the one board page (issue 34): its editions are the page's edition links (they were tabs),
// each edition its own page; the sections its definition names draw under and below the table.

/** The board page's link to one of its editions. */
const editionLink = (page: Page, edition: string) =>
  page
    .getByRole("navigation", { name: "Editions" })
    .getByRole("link", { name: edition });

/** An edition's leaderboard table. */
const boardTable = (page: Page, edition: string) =>
  page
    .getByRole("region", { name: `DeepSearch ${edition} leaderboard` })
    .getByRole("table");

test.beforeEach(async ({ page }) => {
  await mockCms(page);
  await page.goto("/agi/aisearch");
});

// The checks that only read the page share one load, one step per rule (issue 38).
test("the page as loaded: the 2025.10 edition, its ties, its sections, with no serious accessibility violations", async ({
  page,
}) => {
  await test.step("opens on the 2025.10 edition with its columns and 11 rows", async () => {
    await expect(editionLink(page, "2025.10")).toHaveAttribute(
      "aria-current",
      "page",
    );
    const table = boardTable(page, "2025.10");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Rank",
      "Product",
      "Company",
      "Accuracy",
      "Cost/Task",
      "Time Cost/Task",
      "Evaluation Date",
      "Link",
    ]);
    await expect(table.getByRole("row")).toHaveCount(12);
    const first = table.getByRole("row").nth(1);
    await expect(first.getByRole("rowheader")).toHaveText("ChatGPT-5-Pro");
    await expect(first).toContainText("75+");
    await expect(first).toContainText("~$0.085");
    await expect(first).toContainText("5-8 min");
    await expect(first.getByRole("img", { name: "Gold medal" })).toBeVisible();
  });

  await test.step("rows that share a rank are marked as tied, for screen readers too", async () => {
    const table = boardTable(page, "2025.10");
    await expect(table.getByRole("cell", { name: "=3 (tied)" })).toHaveCount(7);
    await expect(table.getByRole("cell", { name: "=10 (tied)" })).toHaveCount(
      2,
    );
    await expect(table.getByRole("img", { name: "Bronze medal" })).toHaveCount(
      7,
    );
  });

  await test.step("shows notes, evaluation card, downloads, open source, citation and the submit block", async () => {
    for (const heading of [
      "Notes",
      "Evaluation Card",
      "Downloads",
      "Open Source",
      "Citation",
      "Submit your agent",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: /'35\+' means at least 35%/ }),
    ).toBeVisible();
  });

  await test.step("has no serious accessibility violations", async () => {
    await expectNoSeriousA11yViolations(page);
  });
});

test("the 2025.05 edition link opens that edition with its own columns, five rows and the 22-product note", async ({
  page,
}) => {
  await editionLink(page, "2025.05").click();
  await expect(page).toHaveURL(/\/agi\/aisearch\/2025\.05$/);
  await expect(editionLink(page, "2025.05")).toHaveAttribute(
    "aria-current",
    "page",
  );
  const table = boardTable(page, "2025.05");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Rank",
    "Agent",
    "Mode",
    "Company",
    "Accuracy",
    "Evaluation Date",
    "Link",
  ]);
  await expect(table.getByRole("row")).toHaveCount(6);
  await expect(
    page.getByText(/tested 22 products from 11 companies/),
  ).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: /Score distribution/ })
      .getByRole("listitem"),
  ).toHaveCount(5);
});

test("the edition links work from the keyboard", async ({ page }) => {
  await editionLink(page, "2025.05").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/agi\/aisearch\/2025\.05$/);
});
