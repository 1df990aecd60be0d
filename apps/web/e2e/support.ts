import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  type Route,
  type WorkerInfo,
} from "@playwright/test";

import { HYDRATED_ATTRIBUTE } from "../app/components/layout/hydration-marker";
import {
  rankingFixture,
  scienceQaPageFixture,
} from "../app/features/scienceqa/api/fixtures";
import { CMS_ORIGIN } from "./cms-origin";

export { CMS_ORIGIN };

type CmsAnswer = { status: number; body?: unknown } | "abort";
type CmsAnswers = { ranking?: CmsAnswer; page?: CmsAnswer; delayMs?: number };
type CmsCalls = { rankingUrls: string[]; pageUrls: string[] };
/** What the mocked CMS sends back: a response, or a refused connection. */
type CmsReply =
  { status: number; contentType: string; body: string } | "refuse";

function replyOf(answer: CmsAnswer): CmsReply {
  if (answer === "abort") return "refuse";
  return {
    status: answer.status,
    contentType: "application/json",
    body: JSON.stringify(
      answer.body ?? { data: null, error: { status: answer.status } },
    ),
  };
}

/** The mocked CMS's reply to `url`: the two content calls and uploads are answered, anything else is refused. */
async function cmsReply(
  url: string,
  answers: CmsAnswers,
  calls: CmsCalls,
): Promise<CmsReply> {
  // A slow CMS: the pages' loading states are on screen for this long.
  if (answers.delayMs)
    await new Promise((resolve) => setTimeout(resolve, answers.delayMs));
  if (url.startsWith(`${CMS_ORIGIN}/api/scienceqas?`)) {
    calls.rankingUrls.push(url);
    return replyOf(answers.ranking ?? { status: 200, body: rankingFixture });
  }
  if (url.startsWith(`${CMS_ORIGIN}/api/scienceqa-page?`)) {
    calls.pageUrls.push(url);
    return replyOf(answers.page ?? { status: 200, body: scienceQaPageFixture });
  }
  if (url.startsWith(`${CMS_ORIGIN}/uploads/`)) {
    return {
      status: 200,
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    };
  }
  return "refuse";
}

/**
 * mockCms through `page.route`, for a test that adds its own `page.route` on a CMS address (the route added last
 * answers first).
 */
export async function mockCmsByRoute(
  page: Page,
  answers: CmsAnswers = {},
): Promise<CmsCalls> {
  const calls: CmsCalls = { rankingUrls: [], pageUrls: [] };
  await page.route(`${CMS_ORIGIN}/**`, async (route: Route) => {
    const reply = await cmsReply(route.request().url(), answers, calls);
    if (reply === "refuse") return route.abort("connectionrefused");
    return route.fulfill(reply);
  });
  return calls;
}

/** The CDP session answering a page's CMS calls (mockCms). */
const cmsMocks = new WeakMap<Page, CDPSession>();

/** Takes a page's CMS mock off: its CMS calls go to the network again. */
async function stopMockingCms(page: Page) {
  const session = cmsMocks.get(page);
  cmsMocks.delete(page);
  await session?.detach().catch(() => undefined);
}

/**
 * Answers the two content calls; anything else sent to the CMS is refused. Only the CMS's requests are intercepted,
 * through the DevTools protocol: any `page.route` makes Playwright pause every request of the page (scripts, styles,
 * fonts) for its handlers and turn the page's HTTP cache off, about 0.13 CPU-s a load, a third of a board page's
 * (issue 38, measured on six pages three times). A test that adds its own `page.route` on a CMS address takes
 * mockCmsByRoute: which of the two would answer first is not defined.
 */
export async function mockCms(
  page: Page,
  answers: CmsAnswers = {},
): Promise<CmsCalls> {
  const calls: CmsCalls = { rankingUrls: [], pageUrls: [] };
  // A page mocked again (a worker's shared page, in the next test) answers from the new mock only.
  await stopMockingCms(page);
  const session = await page.context().newCDPSession(page);
  cmsMocks.set(page, session);
  session.on("Fetch.requestPaused", async ({ requestId, request }) => {
    // The page is cross-origin to the CMS: its answers carry the CORS headers a real CMS would (as route.fulfill
    // adds them), and a preflight is let through as Playwright lets it through for page.route.
    const origin = request.headers["Origin"];
    const cors = origin
      ? [
          { name: "Access-Control-Allow-Origin", value: origin },
          { name: "Access-Control-Allow-Credentials", value: "true" },
        ]
      : [];
    try {
      if (request.method === "OPTIONS") {
        await session.send("Fetch.fulfillRequest", {
          requestId,
          responseCode: 204,
          responseHeaders: [
            ...cors,
            {
              name: "Access-Control-Allow-Methods",
              value:
                request.headers["Access-Control-Request-Method"] ?? "GET, POST",
            },
            {
              name: "Access-Control-Allow-Headers",
              value: request.headers["Access-Control-Request-Headers"] ?? "*",
            },
          ],
        });
        return;
      }
      const reply = await cmsReply(request.url, answers, calls);
      if (reply === "refuse") {
        await session.send("Fetch.failRequest", {
          requestId,
          errorReason: "ConnectionRefused",
        });
        return;
      }
      await session.send("Fetch.fulfillRequest", {
        requestId,
        responseCode: reply.status,
        responseHeaders: [
          ...cors,
          { name: "Content-Type", value: reply.contentType },
        ],
        body: Buffer.from(reply.body).toString("base64"),
      });
    } catch (error) {
      // The page went on to another address (or closed) while the request was paused: it is no longer asked for.
      if (
        !/Invalid InterceptionId|has been closed|Target closed|Session closed/i.test(
          String(error),
        )
      )
        throw error;
    }
  });
  await session.send("Fetch.enable", {
    patterns: [{ urlPattern: `${CMS_ORIGIN}/*`, requestStage: "Request" }],
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
 * Waits until React has hydrated the page: the root marks `<html>` with `data-hydrated` after the hydration
 * commit's effects (components/layout/hydration-marker.tsx). Prerendered pages start their scripts after the
 * first paint (decision 0015): a click on a control before that is lost. What appears only after hydration
 * (charts, the badge picker) loads after the marker: wait for what the test reads.
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator("html"), "the page is hydrated").toHaveAttribute(
    HYDRATED_ATTRIBUTE,
    "",
    { timeout: 15_000 },
  );
}

/**
 * Opens `path` and waits until React has hydrated it (expectHydrated), not for the `load` event: the marker
 * comes after the document is parsed and painted. For tests that act on the page as a reader of the running app.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "commit" });
  await expectHydrated(page);
  return response;
}

/** A context for a worker's own pages: the project's device (Desktop Chrome) and base URL, as the page fixture's. */
export function newWorkerContext(
  browser: Browser,
  workerInfo: WorkerInfo,
): Promise<BrowserContext> {
  const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    workerInfo.project.use;
  return browser.newContext({
    baseURL,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
}

/** Playwright's viewport for a test that sets none: the shared pages are set to it for such a test. */
const PLAYWRIGHT_VIEWPORT = { width: 1280, height: 720 };

/** The events a test may listen to on its page; the shared page drops those listeners after each test. */
const PAGE_EVENTS = [
  "console",
  "dialog",
  "download",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
] as const;

/**
 * `test` whose `page` is its worker's (issue 38): one context and page per worker, which each test takes to its own
 * addresses, instead of a context, a renderer process and cold caches per test (0.7-0.85 CPU-s against 0.25-0.4 a
 * load of a board page here). Each test gets it at its own viewport, and leaves no tab, route, CMS mock, listener,
 * cookie, permission, storage or emulated media to the next. Only for tests that need no context options of their own
 * (`test.use` beyond the viewport: the fixture refuses the common ones by name), no init script and no clock (neither
 * can be taken off a page), and that do not count what a first visit fetches (the shared page's memory cache may hold
 * it). A failed test ends its worker, so its retry starts on a fresh page (without a trace: the shared context records
 * none).
 */
export const sharedPageTest = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await newWorkerContext(browser, workerInfo);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // The shared page's context, for a test that waits for a tab the page opens.
  context: async ({ workerPage }, provide) => provide(workerPage.context()),
  page: async (
    {
      workerPage: page,
      viewport,
      javaScriptEnabled,
      locale,
      timezoneId,
      permissions,
      hasTouch,
      isMobile,
      colorScheme,
      offline,
      extraHTTPHeaders,
      geolocation,
      storageState,
    },
    provide,
    testInfo,
  ) => {
    // Context options the shared context does not have: such a test needs a page of its own (Playwright's `test`).
    const own = Object.entries({
      javaScriptEnabled: javaScriptEnabled === false,
      locale: locale !== undefined && locale !== "en-US",
      timezoneId: timezoneId !== undefined,
      permissions: (permissions ?? []).length > 0,
      hasTouch: hasTouch !== testInfo.project.use.hasTouch,
      isMobile: isMobile !== testInfo.project.use.isMobile,
      colorScheme: colorScheme !== undefined && colorScheme !== "light",
      offline: offline === true,
      extraHTTPHeaders: Object.keys(extraHTTPHeaders ?? {}).length > 0,
      geolocation: geolocation !== undefined,
      storageState: storageState !== undefined,
    })
      .filter(([, set]) => set)
      .map(([name]) => name);
    if (own.length > 0)
      throw new Error(
        `${testInfo.title}: sharedPageTest cannot give it ${own.join(", ")}; use Playwright's own test`,
      );
    await page.setViewportSize(viewport ?? PLAYWRIGHT_VIEWPORT);
    await provide(page);
    // Tabs the test opened.
    for (const tab of page.context().pages())
      if (tab !== page) await tab.close();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await stopMockingCms(page);
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    // Playwright's defaults.
    await page.emulateMedia({
      media: null,
      colorScheme: "light",
      reducedMotion: "no-preference",
      forcedColors: "none",
    });
    await page.context().clearCookies();
    await page.context().clearPermissions();
    // A plain document of the site between tests: the next test's first address is a new document even when it
    // differs from this one only in its #fragment (which would otherwise be a same-document navigation), and the
    // renderer, which a same-site address keeps, stays warm. The site's storage is cleared from there.
    await page.goto("/robots.txt");
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
});

/** Pages shared by tests that only read what they open (readerTest). */
export type Reader = {
  /**
   * A page at `path` at this test's viewport: one of the worker's shared pages already there, or one loaded now
   * (the longest unused of them goes to `path`).
   */
  visit: (path: string) => Promise<Page>;
  /** What `page` logged since its current address was loaded. */
  messagesSinceLoad: (page: Page) => string[];
};

type SharedPage = { page: Page; loaded?: string; messages: string[] };

/** How many pages a worker keeps for readerTest: a spec's addresses that its reading tests come back to. */
const SHARED_PAGES = 4;

/**
 * `test` with `reader`: a few pages per worker, their CMS calls answered (mockCms), that tests reading the same
 * address share, instead of a context, a renderer and a load of the page per test (issue 38). Only
 * for tests that leave a page as a reader would: what they open stays open for the next (they open a disclosure only
 * when it is closed) and they change nothing the next test reads; a page that went to another address (a link, a
 * filter in the URL) is loaded again. A spec whose reading tests share addresses runs them in one worker, in order
 * (`test.describe.configure({ mode: "default" })`); a failed test discards the worker and its pages.
 */
export const readerTest = base.extend<
  { reader: Reader },
  { sharedPages: { context: BrowserContext; pages: SharedPage[] } }
>({
  sharedPages: [
    async ({ browser }, provide, workerInfo) => {
      const context = await newWorkerContext(browser, workerInfo);
      // Pages are opened as tests ask for them.
      await provide({ context, pages: [] });
      await context.close();
    },
    { scope: "worker" },
  ],
  reader: async ({ sharedPages: { context, pages }, viewport }, provide) => {
    const size = viewport ?? PLAYWRIGHT_VIEWPORT;
    async function open(): Promise<SharedPage> {
      const page = await context.newPage();
      await mockCms(page);
      const shared: SharedPage = { page, messages: [] };
      page.on("console", (message) => shared.messages.push(message.text()));
      pages.push(shared);
      return shared;
    }
    await provide({
      visit: async (path) => {
        const at = `${size.width}x${size.height} ${path}`;
        const isAt = ({ page, loaded }: SharedPage) => {
          const url = new URL(page.url());
          return loaded === at && `${url.pathname}${url.search}` === path;
        };
        let shared = pages.find(isAt);
        if (!shared) {
          shared = pages.length < SHARED_PAGES ? await open() : pages[0]!;
          shared.loaded = undefined;
          shared.messages = [];
          await shared.page.setViewportSize(size);
          await shared.page.goto(path);
          shared.loaded = at;
        }
        // The most recently used last: the first is the one to take to another address.
        pages.splice(pages.indexOf(shared), 1);
        pages.push(shared);
        return shared.page;
      },
      messagesSinceLoad: (page) => [
        ...(pages.find((shared) => shared.page === page)?.messages ?? []),
      ],
    });
  },
});

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

/**
 * Collects CSP violations, from the console and from `securitypolicyviolation` events, on a page that may go from
 * address to address: each call of the returned `fromNow` gives a reader of what happened after that call (the
 * page's own record starts afresh with each document).
 */
export async function cspWatcher(
  page: Page,
): Promise<() => () => Promise<string[]>> {
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
  return () => {
    const start = logged.length;
    return async () => [
      ...logged.slice(start),
      ...(await page.evaluate(() => window.cspViolations ?? [])),
    ];
  };
}

/** Collects CSP violations, from the console and from `securitypolicyviolation` events. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromNow = await cspWatcher(page);
  return fromNow();
}
