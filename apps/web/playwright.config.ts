import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4273);

// Debian's Chromium, never a downloaded browser (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 at install).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: `npm run build && PORT=${port} node ../../scripts/serve-web.mjs`,
    url: `http://127.0.0.1:${port}/agi`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
