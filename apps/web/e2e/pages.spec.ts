import { expect } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

test("Research shows one 2025.05 report card with an image and the preprint link", async ({
  page,
}) => {
  await page.goto("/reports");
  const card = page.getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByText("2025.05")).toBeVisible();
  await expect(card.getByRole("img")).toBeVisible();
  await expect(
    card.getByText(/Profession-aligned, real-world evaluations/),
  ).toBeVisible();
  await expect(card.getByRole("link", { name: /preprint/ })).toHaveAttribute(
    "href",
    "https://arxiv.org/abs/2506.13651",
  );
  await expectNoSeriousA11yViolations(page);
});

test("News has an intro and lists the feed's editions, newest first, each dated and linked to its page", async ({
  page,
  request,
}) => {
  await page.goto("/news");
  await expect(
    page.getByRole("heading", { level: 1, name: "News" }),
  ).toBeVisible();
  // Issue 37: editions have shipped, so the spec's "Coming soon." is not said.
  await expect(page.getByText("Coming soon.", { exact: true })).toHaveCount(0);
  const section = page.getByRole("region", { name: "Published editions" });
  const links = section.getByRole("listitem").getByRole("link");
  // The same editions, in the same order, as /feed.xml.
  const feed = await (await request.get("/feed.xml")).text();
  const feedPages = [
    ...feed.matchAll(
      /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g,
    ),
  ]
    .map((match) => match[1])
    .filter((href) => href !== "/");
  expect(feedPages.length).toBeGreaterThan(0);
  await expect(links).toHaveCount(feedPages.length);
  expect(
    await links.evaluateAll((all) =>
      all.map((link) => link.getAttribute("href")),
    ),
  ).toEqual(feedPages);
  const editions = await links.allTextContents();
  const ids = editions.map((text) => text.split(" ").at(-1)!);
  expect(ids).toEqual([...ids].sort().reverse());
  const deepSearch = section
    .getByRole("listitem")
    .filter({ hasText: "xbench-DeepSearch 2025.10" });
  await expect(deepSearch).toContainText("Released 24 October 2025");
  await expect(deepSearch).toContainText("11 entries");
  await expect(deepSearch).toContainText("ranked first: ChatGPT-5-Pro (75+)");
  await expect(
    section
      .getByRole("listitem")
      .filter({ hasText: "xbench-Profession-Recruiting 2025.06" }),
  ).toContainText("Release date not published");
  await expect(
    section.getByRole("link", { name: /Atom feed/ }),
  ).toHaveAttribute("href", "/feed.xml");
  await deepSearch.getByRole("link").click();
  await expect(page).toHaveURL(/\/agi\/aisearch\/2025\.10$/);
  // The address changes before the edition's page is drawn: axe reads it once it is there (its fade-in is then running,
  // and the check waits for that to end). Read at once, it met the page mid-fade: color-contrast on every text.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "DeepSearch",
  );
  await expectNoSeriousA11yViolations(page);
});

test("News in Chinese dates the editions in Chinese", async ({ page }) => {
  await page.goto("/zh/news");
  const item = page
    .getByRole("region", { name: "已发布的版本" })
    .getByRole("listitem")
    .filter({ hasText: "xbench-DeepSearch 2025.10" });
  await expect(item).toContainText("发布于 2025年10月24日");
  await expect(item.getByRole("link")).toHaveAttribute(
    "href",
    "/zh/agi/aisearch/2025.10",
  );
});

test.describe("Contact", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
  });

  // The checks only read the page: one load, one step per rule (issue 38).
  test("the page as loaded: audience cards, contact form, newsletter, address and disclaimer, with no serious accessibility violations", async ({
    page,
  }) => {
    await test.step("shows the three audience cards and invites agent developers to submit a link", async () => {
      for (const audience of [
        "Foundation Model & Agent Developers",
        "Domain Experts & Enterprises",
        "AI Researchers",
      ]) {
        await expect(
          page.getByRole("heading", { name: audience }),
        ).toBeVisible();
      }
      await expect(
        page.getByText(/Submit a public access link to your agent/),
      ).toBeVisible();
    });

    await test.step("the contact form opens in a new tab, safely", async () => {
      const form = page.getByRole("link", { name: /contact form/ });
      await expect(form).toHaveAttribute("target", "_blank");
      await expect(form).toHaveAttribute("rel", "noopener noreferrer");
    });

    await test.step("offers the newsletter, the e-mail address and the affiliation disclaimer", async () => {
      await expect(
        page.getByRole("link", { name: /monthly newsletter/ }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: "team@xbench.org" }),
      ).toHaveAttribute("href", "mailto:team@xbench.org");
      await expect(
        page.getByText(/affiliated with several technology companies/),
      ).toBeVisible();
    });

    await test.step("has no serious accessibility violations", async () => {
      await expectNoSeriousA11yViolations(page);
    });
  });
});
