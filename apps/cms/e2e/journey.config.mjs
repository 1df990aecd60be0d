// The editors' journey alone (editors-journey.spec.mjs): it starts its own `npm start` stack on spare ports
// (scripts/checks/editor-journey.mjs), so it needs neither of the main config's servers and can run while the
// end-to-end suite holds the end-to-end CMS's port. Run by `npm run test:admin-journey` (apps/cms), a phase of the root
// `npm test`; the other admin-panel specs run from playwright.config.mjs, beside it: each run empties its own output
// folder when it starts, so this one has another (apps/cms/test-results-journey).
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import base from './playwright.config.mjs';

export default defineConfig({
  ...base,
  testMatch: /editors-journey\.spec\.mjs$/,
  testIgnore: [],
  webServer: [],
  outputDir: fileURLToPath(new URL('../test-results-journey', import.meta.url)),
});
