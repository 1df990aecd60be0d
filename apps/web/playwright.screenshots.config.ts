import { defineConfig } from "@playwright/test";

import { CMS_ORIGIN } from "./e2e/cms-origin";
import base from "./playwright.config";

// `npm run screenshots`: every route at 375 and 1366 px into screenshots/ (git-ignored), with the
// layout checks of e2e/visual.spec.ts. The CMS's two calls are answered by the recorded fixtures, so
// only the site is built and served.
const port = Number(process.env.E2E_PORT ?? 4273);
process.env.SCREENSHOTS_DIR ??= new URL(
  "./screenshots",
  import.meta.url,
).pathname;

export default defineConfig({
  ...base,
  testMatch: "visual.spec.ts",
  projects: base.projects?.filter((project) => project.name === "desktop"),
  webServer: {
    command: `VITE_API_BASE_URL=${CMS_ORIGIN} npm run build && PORT=${port} node ../../scripts/server/serve-web.mjs`,
    url: `http://127.0.0.1:${port}/agi`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
