import { expect, test } from "@playwright/test";

import {
  CMS_ORIGIN,
  expectNoSeriousA11yViolations,
  mockCms,
  rankingFixture,
  recordConsole,
} from "./support";

test("shows a loading status until the ranking call settles, then the content", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${CMS_ORIGIN}/api/scienceqas?*`, async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify(rankingFixture),
    });
  });
  await page.goto("/");
  await expect(page.getByRole("status")).toHaveText(
    "Loading your second brain...",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  // The loading screen fills the window: the footer is not shown only to jump away (layout shift).
  await expect(page.getByRole("contentinfo")).not.toBeInViewport();
  release();
  await expect(
    page.getByRole("heading", {
      name: "Introducing the \u201cEvergreen\u201d Benchmark for AI Agents",
    }),
  ).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("calls the ranking exactly as the content contract says", async ({
  page,
}) => {
  const calls = await mockCms(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible();
  const url = new URL(calls.rankingUrls[0] ?? "");
  expect(url.pathname).toBe("/api/scienceqas");
  expect(url.searchParams.get("sort")).toBe("score:desc");
  expect(url.searchParams.get("pagination[limit]")).toBe("10");
  expect(url.searchParams.get("populate[model][populate]")).toBe("company");
});

test("the HTML preloads the ranking and the page uses that response instead of asking twice", async ({
  page,
}) => {
  const messages = recordConsole(page);
  const calls = await mockCms(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible();
  await expect(
    page.locator('head link[rel="preload"][as="fetch"]'),
  ).toHaveAttribute("href", calls.rankingUrls[0] ?? "no ranking call");
  expect(calls.rankingUrls).toHaveLength(1);
  expect(messages.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("the hero has the tagline, headline and a LIVE badge", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(
    main.getByText("Evergreen, real-world evaluations of AI agents"),
  ).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Introducing the \u201cEvergreen\u201d Benchmark for AI Agents",
  );
  await expect(main.getByText("LIVE", { exact: true })).toBeVisible();
});

test("the First Wave table summarises the four live benchmarks with their podiums", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/");
  const table = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Category" }) });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(5);
  const scienceQa = table.getByRole("row", { name: /xbench-ScienceQA/ });
  await expect(scienceQa).toContainText("AGI Tracking");
  await expect(scienceQa).toContainText("o3-high60.8");
  await expect(scienceQa).toContainText("Gemini 2.5 Pro");
  await expect(
    table.getByRole("row", { name: /xbench-DeepSearch/ }),
  ).toContainText("ChatGPT-5-Pro75+");
  await expect(table.getByRole("row", { name: /Recruiting/ })).toContainText(
    "Profession Aligned",
  );
  await expect(table.getByRole("row", { name: /Marketing/ })).toContainText(
    "o350.8",
  );
  for (const [name, href] of [
    ["xbench-ScienceQA", "/agi/scienceqa"],
    ["xbench-DeepSearch", "/agi/aisearch"],
    ["xbench-Profession-Recruiting", "/profession/hr"],
    ["xbench-Profession-Marketing", "/profession/marketing"],
  ] as const) {
    await expect(
      table.getByRole("link", { name: `View the ${name} leaderboard` }),
    ).toHaveAttribute("href", href);
  }
});

test("explains the leaderboard, the AGI track and the professions", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Understanding the Leaderboard" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Why We Built It" }),
  ).toBeVisible();
  await expect(page.getByText("Disconnect from utility.")).toBeVisible();
  await expect(page.getByText("Lack of continuity.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "How xbench Solves This" }),
  ).toBeVisible();
  await expect(page.getByText("Dual-track framework.")).toBeVisible();
  await expect(page.getByText("Built to stay evergreen.")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "View details of AGI Tracking" }),
  ).toHaveAttribute("href", "/agi");
  await expect(page.getByRole("link", { name: /Knowledge/ })).toHaveAttribute(
    "href",
    "/agi/scienceqa",
  );
  await expect(
    page.getByRole("link", { name: "View details of Profession Aligned" }),
  ).toHaveAttribute("href", "/profession");
});

test("only the hr and marketing tiles are links; the twelve others are dimmed text", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/");
  const section = page.getByRole("region", { name: "Profession-Aligned" });
  await expect(
    section.getByRole("link", { name: "Recruiting (HR)" }),
  ).toHaveAttribute("href", "/profession/hr");
  await expect(
    section.getByRole("link", { name: "Marketing" }),
  ).toHaveAttribute("href", "/profession/marketing");
  for (const name of [
    "Sales",
    "Finance",
    "Legal",
    "Engineering",
    "Product",
    "Design",
    "Operations",
    "Compliance",
    "DevOps",
    "Accounting",
    "Taxation",
    "Biotechnology",
  ]) {
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByRole("link", { name })).toHaveCount(0);
  }
  await expect(
    section.getByRole("link", { name: "Join as an expert contributor" }),
  ).toHaveAttribute(
    "href",
    "mailto:team@xbench.org?subject=Expert%20Contributor%20Application",
  );
});

test("a failing ranking call is retried 3 times, logged, and leaves an empty ScienceQA podium", async ({
  page,
}) => {
  test.setTimeout(45_000);
  const messages = recordConsole(page);
  const calls = await mockCms(page, { ranking: { status: 500 } });
  await page.goto("/");
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(calls.rankingUrls).toHaveLength(4);
  expect(messages.filter((text) => text === "Server error")).toHaveLength(4);
  expect(messages.some((text) => text.startsWith("Error fetching data"))).toBe(
    true,
  );
  const scienceQa = page.getByRole("row", { name: /xbench-ScienceQA/ });
  await expect(
    scienceQa.getByRole("cell", { name: "-", exact: true }),
  ).toHaveCount(3);
  await expect(
    page.getByRole("row", { name: /xbench-DeepSearch/ }),
  ).toContainText("ChatGPT-5-Pro");
});

test("a 403 from the CMS logs 'Access forbidden'", async ({ page }) => {
  test.setTimeout(45_000);
  const messages = recordConsole(page);
  await mockCms(page, { ranking: { status: 403 } });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(messages).toContain("Access forbidden");
  expect(messages).not.toContain("Server error");
});

test("home has no serious accessibility violations", async ({ page }) => {
  await mockCms(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Profession-Aligned" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("sections fade in one after another on the specified delays", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible();
  const delays = await page
    .locator("main [style*='--reveal-delay']")
    .evaluateAll((blocks) =>
      blocks.map((block) => block.style.getPropertyValue("--reveal-delay")),
    );
  expect(delays).toEqual([
    "300ms",
    "500ms",
    "700ms",
    "900ms",
    "1050ms",
    "1200ms",
    "1500ms",
    "1650ms",
    "1800ms",
  ]);
  const titleDuration = await page
    .locator("main [style*='--reveal-delay']")
    .first()
    .evaluate((block) => block.style.getPropertyValue("--reveal-duration"));
  expect(titleDuration).toBe("600ms");
});
