import { expect } from "@playwright/test";

import { mockCms, sharedPageTest as test } from "./support";

// Issue 37, honest ranks: a medal claims no more than the data. Rows tied on the published rank or the
// published score share the medal; where the 95% intervals overlap no place is certain, so no medal and no
// "Best", and the ranks a row could hold are shown beside its published rank.

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

test("recruiting's two equal averages share the bronze, each keeping its published rank", async ({
  page,
}) => {
  await page.goto("/profession/hr");
  const table = page
    .getByRole("region", { name: "Recruiting leaderboard", exact: true })
    .getByRole("table");
  const tied = table
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "61.4", exact: true }) });
  await expect(tied).toHaveCount(2);
  for (const [index, rank] of [
    [0, "3"],
    [1, "4"],
  ] as const) {
    const row = tied.nth(index);
    await expect(row.getByRole("img", { name: "Bronze medal" })).toBeVisible();
    // The medal (its title and the place it stands for, 3), the published rank, the range.
    await expect(row.getByRole("cell").first()).toHaveText(
      `Bronze medal3${rank}ranks 3–4`,
    );
  }
  await expect(table.getByRole("img", { name: /medal/ })).toHaveCount(4);
  // The rule is written where the columns are explained.
  await page.getByText("About the columns").first().click();
  await expect(
    page.getByText(/Rows with the same rank or the same main score are tied/),
  ).toBeVisible();
});

test("the Chinese page writes the range and the rule in Chinese", async ({
  page,
}) => {
  await page.goto("/zh/profession/hr");
  const table = page
    .getByRole("region", { name: "招聘排行榜", exact: true })
    .getByRole("table");
  await expect(table.getByText("第 3–4 名")).toHaveCount(2);
  await expect(table.getByRole("img", { name: "铜牌" })).toHaveCount(2);
});

test("rows with the same published rank share its medal", async ({ page }) => {
  await page.goto("/agi/aisearch/2025.10");
  const table = page
    .getByRole("region", {
      name: "DeepSearch 2025.10 leaderboard",
      exact: true,
    })
    .getByRole("table");
  const third = table.getByRole("cell", { name: "=3 (tied)" });
  expect(await third.count()).toBeGreaterThan(1);
  for (const cell of await third.all())
    await expect(cell.getByRole("img", { name: "Bronze medal" })).toBeVisible();
});

test("ScienceQA: overlapping intervals give no medal, and each row the ranks it could hold", async ({
  page,
}) => {
  await page.goto("/agi/scienceqa");
  const table = page
    .getByRole("region", { name: "ScienceQA leaderboard", exact: true })
    .getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(11);
  await expect(table.getByRole("img", { name: /medal/ })).toHaveCount(0);
  const first = table.getByRole("row").nth(1);
  // The published rank 1, and the range: its interval overlaps the ranks its "tied with" cell names (2–9).
  await expect(first.getByRole("cell").nth(4)).toHaveText("ranks 2–9");
  await expect(first.getByRole("cell").first()).toHaveText("1ranks 1–9");
  await page.getByText("About the columns").first().click();
  await expect(
    page.getByText(/A medal goes only to a place the data make certain/),
  ).toBeVisible();
});

test("/compare marks no Best where the intervals overlap, and Best where the order is certain", async ({
  page,
}) => {
  // o3-high (60.8) and Gemini 2.5 Pro (57.2) overlap on ScienceQA; on recruiting (no intervals) o3 is first.
  await page.goto("/compare?agents=o3,gemini-2-5-pro");
  const table = page.getByRole("table");
  const scienceQa = table.getByRole("row").filter({ hasText: "ScienceQA" });
  await expect(scienceQa.getByRole("cell")).toHaveText([
    /Rank 1 of 10 · Score 60\.8/,
    /Rank 2 of 10 · Score 57\.2/,
  ]);
  await expect(scienceQa).not.toContainText("Best");
  await expect(scienceQa.getByRole("cell").first()).toContainText("ranks 1–9");
  const recruiting = table
    .getByRole("row")
    .filter({ hasText: "Profession-Recruiting" });
  await expect(recruiting.getByRole("cell").first()).toContainText("★ Best");
  await expect(recruiting.getByRole("cell").nth(1)).not.toContainText("Best");
});

test("/compare shares Best between the two equal recruiting averages", async ({
  page,
}) => {
  await page.goto("/compare?agents=claude-3-7-sonnet,o4-mini-high");
  const recruiting = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: "Profession-Recruiting" });
  await expect(recruiting.getByRole("cell")).toHaveText([
    /Rank 3 of 10 · Average 61\.4.*★ Best/,
    /Rank 4 of 10 · Average 61\.4.*★ Best/,
  ]);
});
