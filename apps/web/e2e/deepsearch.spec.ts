import { expect, test } from "@playwright/test";

import {
  expectHydrated,
  expectNoSeriousA11yViolations,
  mockCms,
} from "./support";

test.beforeEach(async ({ page }) => {
  await mockCms(page);
  await page.goto("/agi/aisearch");
});

// The checks that only read the page share one load, one step per rule (issue 38).
test("the page as loaded: the 2025.10 edition, its ties, its sections, with no serious accessibility violations", async ({
  page,
}) => {
  await test.step("opens on the 2025.10 edition with its columns and 11 rows", async () => {
    await expect(page.getByRole("tab", { name: "2025.10" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = page.getByRole("tabpanel").getByRole("table");
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
    const table = page.getByRole("tabpanel").getByRole("table");
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

test("switches to the 2025.05 edition with its own columns, five rows and the 22-product note", async ({
  page,
}) => {
  const tab = page.getByRole("tab", { name: "2025.05" });
  // A click before the page hydrates is lost (scripts start after the first paint).
  await expectHydrated(tab);
  await tab.click();
  await expect(page.getByRole("tab", { name: "2025.05" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("table").getByRole("columnheader")).toHaveText([
    "Rank",
    "Agent",
    "Mode",
    "Company",
    "Accuracy",
    "Evaluation Date",
    "Link",
  ]);
  await expect(panel.getByRole("table").getByRole("row")).toHaveCount(6);
  await expect(
    panel.getByText(/tested 22 products from 11 companies/),
  ).toBeVisible();
  await expect(
    panel
      .getByRole("list", { name: /Score distribution/ })
      .getByRole("listitem"),
  ).toHaveCount(5);
});

test("the edition tabs work from the keyboard", async ({ page }) => {
  const tab = page.getByRole("tab", { name: "2025.10" });
  await expectHydrated(tab);
  await tab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "2025.05" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
