import type { Config } from "@react-router/dev/config";

import { withChineseMirror } from "./app/i18n/locales";
import { sitePagePaths } from "./build-time/page-paths";

// Static-first: every fixed route is prerendered to real HTML at build time and
// hydrates into the SPA; /profession/<other id> falls back to the SPA shell.
// See docs/decisions/0002-prerender-and-cms-data.md.
// WEB_BUILD_DIR (relative to apps/web, or absolute): the rebuild service builds each new site into
// its own folder and switches to it once checked (scripts/server/rebuild-service.mjs). Keep it inside the
// repository: prerendering imports the server build from there, which must resolve node_modules.
export default {
  appDirectory: "app",
  buildDirectory: process.env.WEB_BUILD_DIR || "build",
  ssr: false,
  // The edition pages of the boards folder this build reads (vite.config.ts chose it: the snapshot, or
  // the CMS's published editions).
  // the pages of boards without a page of their own, and one page per agent on those boards
  // (app/data/agents.json).
  // Every page twice: English at its path and Chinese under /zh (issue 16). Unknown /zh/ paths get the
  // Chinese SPA shell (scripts/build/harden-build.mjs writes it), which renders the 404 page.
  prerender: () =>
    withChineseMirror(sitePagePaths(process.env.XBENCH_BOARDS_DIR)),
} satisfies Config;
