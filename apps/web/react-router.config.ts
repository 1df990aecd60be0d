import type { Config } from "@react-router/dev/config";

import { prerenderedPaths } from "./app/config/paths";

// Static-first: every fixed route is prerendered to real HTML at build time and
// hydrates into the SPA; /profession/<other id> falls back to the SPA shell.
// See docs/decisions/0002-prerender-and-cms-data.md.
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
