import { expect } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

test("the overview introduces the track and shows 14 tiles, two of them links", async ({
  page,
}) => {
  await page.goto("/profession");
  await expect(
    page.getByRole("heading", { level: 1, name: "Profession Aligned" }),
  ).toBeVisible();
  await expect(
    page.getByText(/workflows, environments and business KPIs/),
  ).toBeVisible();
  const tiles = page
    .getByRole("region", { name: "Professions" })
    .getByRole("listitem");
  await expect(tiles).toHaveCount(14);
  await expect(
    page.getByRole("link", { name: "Recruiting (HR)" }),
  ).toHaveAttribute("href", "/profession/hr");
  await expect(
    page.getByRole("link", { name: "Marketing", exact: true }),
  ).toHaveAttribute("href", "/profession/marketing");
  await expect(page.getByRole("link", { name: "Legal" })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Join as an expert contributor" }),
  ).toHaveAttribute(
    "href",
    "mailto:team@xbench.org?subject=Expert%20Contributor%20Application",
  );
});

test("an inactive profession id gives the Professional-Aligned coming-soon page", async ({
  page,
}) => {
  const response = await page.goto("/profession/legal");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Professional-Aligned" }),
  ).toBeVisible();
  await expect(page.getByText(/Coming soon/)).toBeVisible();
  // Its own title (issue 37), the heading the spec's.
  await expect(page).toHaveTitle(
    "Legal: coming soon · Professional-Aligned | xbench",
  );
  // Issue 17: the placeholder names the profession and leads back to the live boards.
  await expect(
    page.getByRole("main").getByText("Legal", { exact: true }),
  ).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: "xbench-Profession-Recruiting" })
    .click();
  await expect(page).toHaveURL(/\/profession\/hr$/);
});

test.describe("marketing", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/profession/marketing");
  });

  // The checks only read the page: one load, one step per rule (issue 38).
  test("the page as loaded: title, intro, leaderboard, medals, paper, tasks and contact, with no serious accessibility violations", async ({
    page,
  }) => {
    await test.step("shows the title, intro and the 9-row leaderboard sorted by average", async () => {
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "xbench-Profession-Marketing",
        }),
      ).toBeVisible();
      await expect(
        page.getByText(
          /50 real advertiser requirements and a pool of 836 candidate influencers/,
        ),
      ).toBeVisible();
      const table = page.getByRole("table", { name: "Marketing leaderboard" });
      await expect(table.getByRole("columnheader")).toHaveText([
        "Rank",
        "Agent",
        "Company",
        "Average",
        "E-commerce",
        "APP",
        "Game",
      ]);
      await expect(table.getByRole("row")).toHaveCount(10);
      const averages = (
        await table
          .getByRole("row")
          .locator("td:nth-child(4)")
          .allTextContents()
      ).map(Number);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
      await expect(table.getByRole("row").nth(1)).toContainText(
        "o3OpenAI50.850.646.052.5",
      );
    });

    await test.step("highlights the top three with medals that screen readers hear", async () => {
      const rows = page
        .getByRole("table", { name: "Marketing leaderboard" })
        .getByRole("row");
      await expect(
        rows.nth(1).getByRole("img", { name: "Gold medal" }),
      ).toBeVisible();
      await expect(
        rows.nth(2).getByRole("img", { name: "Silver medal" }),
      ).toBeVisible();
      await expect(
        rows.nth(3).getByRole("img", { name: "Bronze medal" }),
      ).toBeVisible();
      await expect(rows.nth(4).getByRole("img")).toHaveCount(0);
    });

    await test.step("links the paper PDF and shows the task-selection table and the contact address", async () => {
      await expect(
        page.getByRole("link", { name: /paper \(PDF\)/ }),
      ).toHaveAttribute("href", "https://arxiv.org/pdf/2506.13651");
      const tasks = page
        .getByRole("region", { name: "Marketing task selection" })
        .getByRole("table");
      await expect(tasks.getByRole("columnheader")).toHaveText([
        "Evaluation Category",
        "Task Type",
        "Realizable",
        "Testable",
        "Included",
      ]);
      await expect(tasks.getByRole("row")).toHaveCount(13);
      await expect(
        tasks.getByRole("row", { name: /Influencer Search/ }),
      ).toContainText("YesYesYes");
      await expect(
        page.getByRole("heading", { name: "Submit your agent" }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: "team@xbench.org" }),
      ).toHaveAttribute("href", "mailto:team@xbench.org");
    });

    await test.step("has no serious accessibility violations", async () => {
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe("recruiting", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/profession/hr");
  });

  // The checks only read the page: one load, one step per rule (issue 38).
  test("the page as loaded: title, tasks, leaderboard and task table, with no serious accessibility violations", async ({
    page,
  }) => {
    await test.step("shows the title, the 50 tasks and the 10-row leaderboard", async () => {
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "xbench-Profession-Recruiting",
        }),
      ).toBeVisible();
      await expect(page.getByText(/50 real recruiting tasks/)).toBeVisible();
      const table = page.getByRole("table", { name: "Recruiting leaderboard" });
      await expect(table.getByRole("columnheader")).toHaveText([
        "Rank",
        "Agent",
        "Company",
        "Average",
        "Company-mapping",
        "People-to-Info",
        "Info-to-People",
      ]);
      await expect(table.getByRole("row")).toHaveCount(11);
      await expect(table.getByRole("row").nth(1)).toContainText(
        "o3OpenAI78.592.382.866.2",
      );
      await expect(table.getByRole("row").nth(10)).toContainText("GPT-4o");
    });

    await test.step("the task table has the extra Specific Content column", async () => {
      const tasks = page
        .getByRole("region", { name: "Recruiting task selection" })
        .getByRole("table");
      await expect(tasks.getByRole("columnheader")).toHaveText([
        "Evaluation Category",
        "Task Type",
        "Specific Content",
        "Realizable",
        "Testable",
        "Included",
      ]);
      await expect(tasks.getByRole("row")).toHaveCount(11);
    });

    await test.step("has no serious accessibility violations", async () => {
      await expectNoSeriousA11yViolations(page);
    });
  });
});
