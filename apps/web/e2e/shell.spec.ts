import { test as base, expect, type Page } from "@playwright/test";

import {
  expectHydrated,
  expectNoSeriousA11yViolations,
  mockCms,
  openBeforeScripts,
  readerTest,
  recordConsole,
} from "./support";

// Every test's page has its CMS calls answered (not a beforeEach, which would open a page for the reading tests too:
// they share the worker's pages, readerTest).
const test = base.extend({
  page: async ({ page }, provide) => {
    await mockCms(page);
    await provide(page);
  },
});

// One load of /agi for the top bar and the footer (issue 38); the footer's step ends by leaving the page.
test("the top bar and the footer of /agi", async ({ page }) => {
  await page.goto("/agi");

  await test.step("the top bar links home, to Agents, Compare, Research, News, Contact Us and Submit", async () => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(
      page.getByRole("link", { name: "xbench home" }),
    ).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(nav.getByRole("link", { name: "Research" })).toHaveAttribute(
      "href",
      "/reports",
    );
    await expect(nav.getByRole("link", { name: "News" })).toHaveAttribute(
      "href",
      "/news",
    );
    await expect(nav.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // Issue 37: the agents, the comparison and submitting an agent are one click from every page.
    for (const [name, href] of [
      ["Agents", "/agents"],
      ["Compare", "/compare"],
      ["Submit", "/submit"],
    ] as const) {
      await expect(
        nav.getByRole("link", { name, exact: true }),
      ).toHaveAttribute("href", href);
    }
  });

  await test.step("the footer has the logo, tagline, links, Contact Us button and 2025 copyright", async () => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("xbench", { exact: true })).toBeVisible();
    await expect(
      footer.getByText("Evergreen, real-world evaluations of AI agents"),
    ).toBeVisible();
    await expect(
      footer.getByRole("link", { name: "xbench-DeepSearch" }),
    ).toHaveAttribute("href", "/agi/aisearch");
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    // Issue 17: headed columns, and where the work can be checked.
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText([
      "Benchmarks",
      "Site",
      "Research and data",
    ]);
    for (const [name, href] of [
      [/Paper/, "https://arxiv.org/abs/2506.13651"],
      [/GitHub/, "https://github.com/xbench-ai/xbench-evals"],
      [/Datasets/, "https://huggingface.co/xbench"],
      [/E-mail the team/, "mailto:team@xbench.org"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute(
        "href",
        href,
      );
    }
    await footer.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/** A menu of the bar: a native disclosure, whose summary browsers expose as a button (Playwright does not). */
const barMenu = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Main" })
    .locator("summary")
    .filter({ hasText: name });

test("the AGI Tracking dropdown opens by click and lists every live AGI board in a 220 px panel", async ({
  page,
}) => {
  await page.goto("/news");
  const nav = page.getByRole("navigation", { name: "Main" });
  await barMenu(page, "AGI Tracking").click();
  const scienceQa = nav.getByRole("link", { name: "xbench-ScienceQA" });
  await expect(scienceQa).toHaveAttribute("href", "/agi/scienceqa");
  await expect(
    nav.getByRole("link", { name: "xbench-DeepSearch" }),
  ).toHaveAttribute("href", "/agi/aisearch");
  // Boards published in the CMS without a page of their own join the menu (issue 37).
  await expect(
    nav.getByRole("link", { name: "xbench-BabyVision", exact: true }),
  ).toHaveAttribute("href", "/agi/babyvision");
  // The list is the panel (a disclosure menu since issue 17).
  const panel = scienceQa.locator("xpath=ancestor::ul[1]");
  expect((await panel.boundingBox())?.width).toBe(220);
  await scienceQa.click();
  await expect(page).toHaveURL(/\/agi\/scienceqa$/);
});

test("the Profession Aligned dropdown works from the keyboard, from the first key press", async ({
  page,
}) => {
  await page.goto("/news");
  const nav = page.getByRole("navigation", { name: "Main" });
  const recruiting = nav.getByRole("link", {
    name: "xbench-Profession-Recruiting",
  });
  // Issue 37: a native disclosure answers before React hydrates; no key press is lost, so one is enough.
  await barMenu(page, "Profession Aligned").focus();
  await page.keyboard.press("Enter");
  await expect(recruiting).toBeVisible();
  // Issue 17: the longest label fits the 220 px panel on one line.
  const line = await recruiting.evaluate((link) =>
    Number.parseFloat(getComputedStyle(link).lineHeight),
  );
  expect((await recruiting.boundingBox())!.height).toBeLessThan(line * 2);
  await expect(
    nav.getByRole("link", { name: "xbench-Profession-Marketing" }),
  ).toHaveAttribute("href", "/profession/marketing");
  await page.keyboard.press("Tab");
  await expect(recruiting).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profession\/hr$/);
});

test("a bar menu opened before hydration stays open through it, and once hydrated Escape closes it", async ({
  page,
}) => {
  // The page's scripts are held until the menu is open: the click lands on the prerendered HTML.
  const release = await openBeforeScripts(page, "/news");
  const menu = barMenu(page, "AGI Tracking");
  await menu.click();
  const scienceQa = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "xbench-ScienceQA" });
  await expect(scienceQa).toBeVisible();
  // The marker the suite waits for is not in the prerendered HTML: only React sets it, once it has hydrated.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await expectHydrated(page);
  await expect(scienceQa).toBeVisible();
  await menu.focus();
  await page.keyboard.press("Escape");
  await expect(scienceQa).toBeHidden();
  await expect(menu).toBeFocused();
});

test.describe("the current page in the bar", () => {
  // Reading only: the worker's shared pages, in one worker, instead of a context and renderer per test.
  test.describe.configure({ mode: "default" });

  for (const [path, item] of [
    ["/", "Home"],
    ["/agi/aisearch", "AGI Tracking"],
    ["/profession/marketing", "Profession Aligned"],
    ["/reports", "Research"],
    ["/news", "News"],
    ["/contact", "Contact Us"],
    ["/agents/o3", "Agents"],
    ["/compare", "Compare"],
    ["/submit", "Submit"],
  ] as const) {
    readerTest(
      `marks ${item} as the current page on ${path}`,
      async ({ reader }) => {
        const page = await reader.visit(path);
        const current = page
          .getByRole("navigation", { name: "Main" })
          .locator('[aria-current="page"]');
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(item);
      },
    );
  }
});

test("an unknown path answers 404 and shows the 404 page, logging the path", async ({
  page,
}) => {
  const messages = recordConsole(page);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(messages.some((text) => text.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/agi/aisearch");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "News" })
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the bar collapses into a menu that opens the navigation in a panel over a backdrop", async ({
    page,
  }) => {
    await page.goto("/agi");
    await expect(barMenu(page, "AGI Tracking")).toBeHidden();
    // Issue 37: a native disclosure, so the first tap opens it even before the page's scripts have run.
    const menu = page.locator('summary[aria-label="Menu"]');
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    for (const name of ["Agents", "Compare", "Submit", "xbench-BabyVision"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav
      .getByRole("link", { name: "xbench-Profession-Marketing" })
      .click();
    await expect(page).toHaveURL(/\/profession\/marketing$/);
    // A navigation closes it.
    await expect(nav).toBeHidden();
  });

  test("once hydrated the menu closes on Escape, giving focus back, and on a tap on the backdrop", async ({
    page,
  }) => {
    await page.goto("/agi");
    const menu = page.locator('summary[aria-label="Menu"]');
    const nav = page.getByRole("navigation", { name: "Main" });
    await expectHydrated(page);
    await menu.click();
    await expect(nav).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    // Below the panel (on a screen taller than it), the backdrop covers the page.
    await page.setViewportSize({ width: 375, height: 1000 });
    await menu.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(180, 980);
    await expect(nav).toBeHidden();
  });
});

test("each page reached by navigation fades in, and not at all for visitors who ask for reduced motion", async ({
  page,
}) => {
  await page.goto("/agi");
  const duration = () =>
    page
      .getByRole("main")
      .evaluate((main) => getComputedStyle(main).animationDuration);
  // The page a visitor lands on is painted at once; later pages fade in.
  expect(await duration()).toBe("0s");
  // A click before hydration is a full page load, which lands without the fade like the first page.
  const link = page.getByRole("link", {
    name: "View the xbench-DeepSearch leaderboard",
  });
  await expectHydrated(page);
  await link.click();
  await expect(page).toHaveURL(/\/agi\/aisearch$/);
  // The URL changes a moment before the new page's <main> replaces the old one.
  await expect.poll(duration).toBe("0.3s");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(parseFloat(await duration())).toBeLessThan(0.001);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap opens the AGI Tracking dropdown", async ({ page }) => {
    await page.goto("/news");
    const nav = page.getByRole("navigation", { name: "Main" });
    await barMenu(page, "AGI Tracking").tap();
    await expect(
      nav.getByRole("link", { name: "xbench-ScienceQA" }),
    ).toBeVisible();
  });
});
