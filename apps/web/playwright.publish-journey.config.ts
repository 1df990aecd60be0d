import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

// `npm test`'s publish-journey phase: e2e/publish-journey.spec.ts alone, without the servers the pages' suite shares
// (the served build and the e2e CMS). The journey starts `npm start`'s own script on spare ports and needs neither,
// and `npm test` runs it beside the admin-panel journey, whose CMS takes the e2e CMS's port.
export default defineConfig({
  ...base,
  projects: base.projects
    ?.filter((project) => project.name === "publish-journey")
    .map((project) => ({ ...project, dependencies: [] })),
  webServer: undefined,
});
