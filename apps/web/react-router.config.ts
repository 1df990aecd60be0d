import type { Config } from "@react-router/dev/config";

import { prerenderedPathsOf } from "./app/config/paths";
import { readEditionLists } from "./build-time/board-files";

// Static-first: every fixed route is prerendered to real HTML at build time and
// hydrates into the SPA; /profession/<other id> falls back to the SPA shell.
// See docs/decisions/0002-prerender-and-cms-data.md.
export default {
  appDirectory: "app",
  ssr: false,
  // The edition pages of the boards folder this build reads (vite.config.ts chose it: the snapshot, or
  // the CMS's published editions).
  prerender: () =>
    prerenderedPathsOf(readEditionLists(process.env.XBENCH_BOARDS_DIR)),
} satisfies Config;
