import { expect, test } from "@playwright/test";

import { fullChromiumLaunchOptions } from "../../../scripts/checks/chromium.mjs";
import { expectHydrated, mockCms } from "./support";

// The tab icon is what the browser's window fetches, so this file runs in the full Chromium: the other specs run in
// its headless shell, which shows no tab and fetches no icon (scripts/checks/chromium.mjs).
test.use({ launchOptions: fullChromiumLaunchOptions() });

test("the tab icon is a 32 px PNG on every page, so no page builds an SVG document for it", async ({
  page,
  request,
}) => {
  await mockCms(page);
  const iconRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() !== "document" && /favicon|icon/.test(sent.url()))
      iconRequests.push(new URL(sent.url()).pathname);
  });
  for (const path of ["/", "/agi/aisearch", "/zh/news"]) {
    await page.goto(path);
    await expectHydrated(page);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute(
      "href",
      "/favicon.png",
    );
  }
  expect(new Set(iconRequests)).toEqual(new Set(["/favicon.png"]));
  const icon = await request.get("/favicon.png");
  expect(icon.headers()["content-type"]).toBe("image/png");
  const body = await icon.body();
  // The PNG header's width and height (IHDR, big-endian, bytes 16-23).
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([32, 32]);
});
