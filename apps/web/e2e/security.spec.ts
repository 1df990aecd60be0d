import { readFileSync } from "node:fs";

import { expect, test, type Page } from "@playwright/test";

import { prerenderedPathsOf } from "../app/config/paths";
import { mockCms } from "./support";

// The e2e build reads the committed snapshot of the boards.
const prerenderedPaths = prerenderedPathsOf(
  JSON.parse(
    readFileSync(
      new URL("../app/data/boards/editions.json", import.meta.url),
      "utf8",
    ),
  ),
);

declare global {
  interface Window {
    cspViolations?: string[];
    injectedScriptRan?: boolean;
  }
}

/** Collects CSP violations, from the console and from `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) {
      logged.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => window.cspViolations ?? [])),
  ];
}

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

// Every prerendered page, the SPA shell for a profession, and the 404 page.
for (const path of [...prerenderedPaths, "/profession/legal", "/nope"]) {
  test(`${path} hydrates under its CSP without a violation`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[\w+/=]+')+;/,
    );
    await page.waitForLoadState("networkidle");
    // The top bar is rendered by React: on the SPA shell it appears only once hydrated.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible({
      timeout: 15_000,
    });
    expect(await violations()).toEqual([]);
  });
}

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
  await page.goto("/import");
  const csvFile = page.getByRole("tabpanel").getByLabel("CSV file");
  await expect(async () => {
    await csvFile.setInputFiles({
      name: "list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("title\nA\n"),
    });
    await page.getByRole("button", { name: "Import CSV" }).click();
    await expect(page.getByText("Demo only", { exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "AGI Tracking" }).click();
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
