import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, type Locator, type Page, type Route } from "@playwright/test";

import {
  rankingFixture,
  scienceQaPageFixture,
} from "../app/features/scienceqa/api/fixtures";
import { CMS_ORIGIN } from "./cms-origin";

export { CMS_ORIGIN };

type CmsAnswer = { status: number; body?: unknown } | "abort";

function fulfil(route: Route, answer: CmsAnswer) {
  if (answer === "abort") return route.abort("connectionrefused");
  return route.fulfill({
    status: answer.status,
    contentType: "application/json",
    body: JSON.stringify(
      answer.body ?? { data: null, error: { status: answer.status } },
    ),
  });
}

/** Answers the two content calls; anything else sent to the CMS is refused. */
export async function mockCms(
  page: Page,
  answers: { ranking?: CmsAnswer; page?: CmsAnswer; delayMs?: number } = {},
): Promise<{ rankingUrls: string[]; pageUrls: string[] }> {
  const calls: { rankingUrls: string[]; pageUrls: string[] } = {
    rankingUrls: [],
    pageUrls: [],
  };
  await page.route(`${CMS_ORIGIN}/**`, async (route) => {
    // A slow CMS: the pages' loading states are on screen for this long.
    if (answers.delayMs)
      await new Promise((resolve) => setTimeout(resolve, answers.delayMs));
    const url = route.request().url();
    if (url.startsWith(`${CMS_ORIGIN}/api/scienceqas?`)) {
      calls.rankingUrls.push(url);
      return fulfil(
        route,
        answers.ranking ?? { status: 200, body: rankingFixture },
      );
    }
    if (url.startsWith(`${CMS_ORIGIN}/api/scienceqa-page?`)) {
      calls.pageUrls.push(url);
      return fulfil(
        route,
        answers.page ?? { status: 200, body: scienceQaPageFixture },
      );
    }
    if (url.startsWith(`${CMS_ORIGIN}/uploads/`)) {
      return route.fulfill({
        status: 200,
        contentType: "image/svg+xml",
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      });
    }
    return route.abort("connectionrefused");
  });
  return calls;
}

// React's hydration failures: the development wording and the production error codes.
export const HYDRATION_ERROR =
  /hydrat|did not match|Minified React error #(418|423|425)/i;

/**
 * Every body row (one with a row header) as its cells' text, as the reader sees it. What `drop` selects is left
 * out: by default SVG, such as a medal's title and digit, which belong to the image, not the cell's text.
 */
export async function tableRows(
  table: Locator,
  drop = "svg",
): Promise<string[][]> {
  return table.getByRole("row").evaluateAll(
    (rows, selector) =>
      rows
        .filter((row) => row.querySelector("th[scope=row]"))
        .map((row) =>
          Array.from(row.children, (cell) => {
            const copy = cell.cloneNode(true);
            if (!(copy instanceof Element)) return "";
            copy.querySelectorAll(selector).forEach((node) => node.remove());
            return copy.textContent?.trim() ?? "";
          }),
        ),
    drop,
  );
}

/** Collects console messages so a test can assert what the page logged. */
export function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  return messages;
}

// The accessibility check, shared with the editors' journey through the admin panel (apps/cms/e2e).
export { expectNoSeriousA11yViolations } from "../../../scripts/checks/a11y.mjs";

/**
 * Opens a page with its scripts held back: what the test does next lands on the prerendered HTML, as a visitor's
 * click or key press before the scripts have run (issue 37). Call the returned function to let them load.
 */
export async function openBeforeScripts(
  page: Page,
  path: string,
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

/**
 * Waits until React has hydrated the element (it then carries React's own props). Prerendered pages start
 * their scripts after the first paint (decision 0015): a click on a control before that is lost.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactProps")),
        ),
      { message: "the element is hydrated", timeout: 15_000 },
    )
    .toBe(true);
}

export { rankingFixture, scienceQaPageFixture };

/** One browser chunk of the build under test, from its chunk graph (written by vite.config.ts). */
export type ClientChunk = { d3: string[]; modules: { id: string }[] };

/**
 * The served build's chunks by URL path ("/assets/…"). Call it in a beforeAll: the web server has built the
 * site by then, not yet when Playwright collects the tests.
 */
export function readClientChunks(): [string, ClientChunk][] {
  const graph: Record<string, ClientChunk> = JSON.parse(
    readFileSync(
      path.resolve(
        fileURLToPath(new URL("..", import.meta.url)),
        process.env.WEB_BUILD_DIR || "build",
        "client-chunks.json",
      ),
      "utf8",
    ),
  ).chunks;
  return Object.entries(graph).map(([file, chunk]) => [`/${file}`, chunk]);
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects CSP violations, from the console and from `securitypolicyviolation` events. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
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
