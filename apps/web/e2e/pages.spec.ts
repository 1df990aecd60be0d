import { expect, test } from "@playwright/test";

import { expectNoSeriousA11yViolations, mockCms } from "./support";

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

test("News has an intro and says Coming soon.", async ({ page }) => {
  await page.goto("/news");
  await expect(
    page.getByRole("heading", { level: 1, name: "News" }),
  ).toBeVisible();
  await expect(page.getByText("Coming soon.", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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
