import { expect, test } from "@playwright/test";

import { gotoHydrated, mockCms, watchCsp } from "./support";

declare global {
  interface Window {
    injectedScriptRan?: boolean;
  }
}

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

// Every prerendered page, the SPA shell for a profession and the 404 page hydrate under their CSP without a
// violation: checked in visual.spec.ts on the same load as the 1366 px layout check (issue 38).

test("the ScienceQA page loads its ranking and image from the CMS under the CSP", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto("/agi/scienceqa");
  await expect(page.getByRole("table").first()).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("a toast and the navigation menu insert their styles without a violation", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await gotoHydrated(page, "/import");
  await page
    .getByRole("tabpanel")
    .getByLabel("CSV file")
    .setInputFiles({
      name: "list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("title\nA\n"),
    });
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByText("Demo only", { exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary").filter({ hasText: "AGI Tracking" }).click();
  await expect(
    nav.getByRole("link", { name: "xbench-ScienceQA" }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("an inline script injected into the page does not run", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto("/agi");
  await page.waitForLoadState("networkidle");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injectedScriptRan = true";
    document.body.append(script);
    return window.injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(violations)
    .toContainEqual(expect.stringContaining("script-src"));
});
