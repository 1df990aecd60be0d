import { expect, type Page } from "@playwright/test";

import { draftEditionAnswer } from "../app/features/preview/lib/draft-answer.testing";
import { CMS_ORIGIN, tableRows, sharedPageTest as test } from "./support";

// The draft preview page (issue 35 item 5): what "Open preview" in the CMS opens. The CMS's answers are recorded
// here (the admin e2e, apps/cms/e2e/preview.spec.mjs, drives the real one); the page itself is the real build.

const TOKEN =
  "edition.draftdocument0000000000.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** Answers the page's POST /api/previews with this status and body; resolves the tokens it was sent. */
async function answerPreviews(page: Page, status: number, body: unknown) {
  const tokens: unknown[] = [];
  await page.route(`${CMS_ORIGIN}/api/previews`, async (route) => {
    tokens.push(route.request().postDataJSON());
    await route.fulfill({
      status,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: JSON.stringify(body),
    });
  });
  return tokens;
}

test.describe("the draft preview page", () => {
  for (const { path, heading, text } of [
    { path: "/preview", heading: "No draft to show", text: /Open preview/ },
    { path: "/zh/preview", heading: "没有可显示的草稿", text: /Open preview/ },
  ]) {
    test(`${path} without a token says how to open a draft, and is neither indexed nor cached`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      expect(response?.headers()["cache-control"]).toBe("no-store");
      const alert = page.getByRole("alert");
      await expect(alert.getByRole("heading", { name: heading })).toBeVisible();
      await expect(alert).toContainText(text);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      );
    });
  }

  test("draws an edition's draft through the board page, under the 'not published' banner", async ({
    page,
  }) => {
    const sent = await answerPreviews(page, 200, {
      data: draftEditionAnswer(),
    });
    await page.goto(`/preview#token=${TOKEN}`);
    const banner = page.getByRole("complementary", {
      name: "Preview — not published",
    });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("nothing public has changed");
    await expect(
      page.getByRole("heading", { level: 1, name: /BabyVision/ }),
    ).toBeVisible();
    const table = page.getByRole("table").first();
    const rows = await tableRows(table);
    expect(rows.map((row) => row.slice(0, 2).join(" "))).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Draft Model A"),
        expect.stringContaining("Draft Model B"),
      ]),
    );
    await expect(table).toContainText("61.3");
    // The token went in the body, never in a URL.
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  test("draws the draft in Chinese on /zh/preview", async ({ page }) => {
    await answerPreviews(page, 200, { data: draftEditionAnswer() });
    await page.goto(`/zh/preview#token=${TOKEN}`);
    await expect(
      page.getByRole("complementary", { name: "预览 — 尚未发布" }),
    ).toBeVisible();
    await expect(page.getByRole("table").first()).toContainText(
      "Draft Model A",
    );
  });

  for (const { status, heading } of [
    { status: 401, heading: "This preview link has expired" },
    { status: 403, heading: "This preview link is not valid" },
    { status: 404, heading: "This draft is gone" },
  ]) {
    test(`a link the CMS refuses with ${status} says so, with no banner and no figures`, async ({
      page,
    }) => {
      await answerPreviews(page, status, {
        data: null,
        error: { status, name: "Error", message: "refused", details: {} },
      });
      await page.goto(`/preview#token=${TOKEN}`);
      await expect(
        page.getByRole("alert").getByRole("heading", { name: heading }),
      ).toBeVisible();
      await expect(page.getByRole("complementary")).toHaveCount(0);
      await expect(page.getByRole("table")).toHaveCount(0);
    });
  }
});
