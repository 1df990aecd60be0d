import { expect, test, type Page } from "@playwright/test";

import { mockCms } from "./support";

// Issue 13's budget is CLS 0 on every route: nothing a reader sees moves once it is painted. Measured here
// on Lighthouse's phone screen (412 x 823) with the CMS answering late, so a loading state is on screen
// when the content arrives; the Evaluation Card under ScienceQA's loading state was such a shift (CLS
// 0.011 in English, 0.069 in Chinese, 2026-11-25), and so was the search demo's day label (0.010).

type Shift = { value: number; sources: string[] };

declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!("value" in entry) || typeof entry.value !== "number") continue;
        const sources =
          "sources" in entry && Array.isArray(entry.sources)
            ? entry.sources.map((source: { node?: Node | null }) =>
                source.node instanceof Element
                  ? source.node.outerHTML.slice(0, 120)
                  : String(source.node?.textContent ?? "").slice(0, 120),
              )
            : [];
        window.layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test.use({ viewport: { width: 412, height: 823 } });

const routes = [
  { path: "/", loading: "Loading your second brain..." },
  { path: "/agi/scienceqa", loading: "Loading your second brain..." },
  { path: "/zh/agi/scienceqa", loading: "正在加载你的第二大脑……" },
  { path: "/agi/aisearch" },
  // A first paint part-way through its 120 KB of HTML drew a half-parsed row, then moved the rows (root.tsx).
  { path: "/zh/agi/aisearch" },
  { path: "/profession/hr" },
  { path: "/search" },
  { path: "/submit/status" },
  { path: "/zh/submit/status" },
];

for (const route of routes) {
  test(`${route.path} does not move once painted (phone, slow CMS)`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await mockCms(page, { delayMs: 1_000 });
    await page.goto(route.path);
    if (route.loading) {
      // The loading state was painted, then the content replaced it.
      await expect(page.getByText(route.loading)).toBeVisible();
      await expect(page.getByText(route.loading)).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => window.layoutShifts);
    expect(shifts, "layout shifts after the first paint").toEqual([]);
  });
}
