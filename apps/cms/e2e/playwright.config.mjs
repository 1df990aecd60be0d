// The editors' desk through the real admin panel (issue 35): one built CMS with its admin panel on a throwaway SQLite
// file, one Chromium (Debian's, never a downloaded one). Run by `npm run test:admin` (apps/cms), a phase of the root
// `npm test`. Needs `npm run build` (apps/cms) first; the script does it (skipped when the panel is unchanged).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from '../../../scripts/checks/chromium.mjs';
import { testEnv } from '../tests/helpers.mjs';
import { ADMIN_E2E } from './admin-e2e.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const database = path.join(tmpdir(), `cms-admin-e2e-${process.pid}.db`);

// Debian's Chromium, never a downloaded one, with the flags it needs here (one list for every browser run).
const chromium = chromiumLaunchOptions();

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.mjs$/,
  // The editors' journey has its own stack and config (journey.config.mjs), so `npm test` can run it beside the
  // end-to-end suite.
  testIgnore: /editors-journey\.spec\.mjs$/,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The admin panel is a large single-page app: its first load on a busy 2-core machine takes several seconds.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    baseURL: ADMIN_E2E.origin,
    launchOptions: chromium,
    // No trace by default: recording one (a screencast and a DOM snapshot per action) cost the editors' journey 67 of
    // its 379 CPU-s (Chromium's GPU process 44 -> 5, its browser process 25 -> 6, Playwright 21 -> 10), and `npm test`
    // keeps only the output. For a failure you want to step through: `npx playwright test -c e2e/journey.config.mjs
    // --trace retain-on-failure` (or -c e2e/playwright.config.mjs).
    trace: 'off',
  },
  webServer: [
    {
      command: `rm -f ${database} && node scripts/start.mjs`,
      cwd: appDir,
      // The integration suite's environment (fresh secrets, no rebuild webhook), with the admin panel served.
      env: testEnv({
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: database,
        CMS_PORT: String(ADMIN_E2E.port),
        CMS_SERVE_ADMIN: 'true',
        // "Open preview" opens the site's /preview, which calls this CMS from the site's origin.
        CMS_SITE_URL: ADMIN_E2E.siteOrigin,
        CMS_CORS_ORIGINS: ADMIN_E2E.siteOrigin,
        ADMIN_EMAIL: ADMIN_E2E.superAdmin.email,
        ADMIN_PASSWORD: ADMIN_E2E.superAdmin.password,
      }),
      url: `${ADMIN_E2E.origin}/_health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The site for the preview spec (its board page draws the draft "Open preview" shows): the end-to-end suite's
      // build, made for this CMS's origin. `npm test` builds it once before (E2E_SITE_BUILT=1: checked, not built
      // again); without it, it is built here.
      command: `node scripts/checks/e2e-site.mjs ${process.env.E2E_SITE_BUILT === '1' ? '--check' : '--build'} && node scripts/server/serve-web.mjs`,
      cwd: path.join(appDir, '../..'),
      env: { ...process.env, PORT: String(ADMIN_E2E.sitePort) },
      url: `${ADMIN_E2E.siteOrigin}/preview`,
      reuseExistingServer: !process.env.CI,
      // A whole site build with its prerender when it is not built yet: minutes on a busy 2-core machine.
      timeout: 600_000,
    },
  ],
});
