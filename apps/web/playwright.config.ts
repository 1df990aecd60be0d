import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "../../scripts/checks/chromium.mjs";
import { CMS_E2E_ENV, CMS_ORIGIN, CMS_PORT } from "./e2e/cms-origin";

const port = Number(process.env.E2E_PORT ?? 4273);

// Debian's Chromium, never a downloaded browser, with the flags it needs here (one list for every browser run).
const chromium = chromiumLaunchOptions();

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // Pages load their data code alongside the CMS calls; a loaded 2-core CI machine needs more than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recorded on the retry of a failed test, not on every test: recording all of them (retain-on-failure) made
    // the suite about 30% slower on a 2-core machine (visual + shell specs: 3.9 -> 2.7 min).
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      use: desktop,
    },
  ],
  webServer: [
    {
      // The site built for the e2e CMS's origin; `npm test` builds it once before (E2E_SITE_BUILT=1: checked, not
      // built again).
      command: `node ../../scripts/checks/e2e-site.mjs ${process.env.E2E_SITE_BUILT === "1" ? "--check" : "--build"} && PORT=${port} node ../../scripts/server/serve-web.mjs`,
      url: `http://127.0.0.1:${port}/agi`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The real, freshly seeded CMS for the journey in cms-journey.spec.ts (other specs intercept
      // its calls). Its own SQLite file, so a developer's edited database is never touched.
      command: "npx tsc -b tsconfig.json && rm -f .tmp/e2e.db && npm start",
      cwd: "../cms",
      env: {
        ...CMS_E2E_ENV,
        DATABASE_FILENAME: ".tmp/e2e.db",
        CMS_SERVE_ADMIN: "false",
        CMS_PORT: String(CMS_PORT),
        CMS_CORS_ORIGINS: `http://127.0.0.1:${port}`,
        // No webhook to the rebuild service of a developer's `npm start`.
        REBUILD_WEBHOOK_URL: "off",
      },
      url: `${CMS_ORIGIN}/_health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
