import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The CMS's seed (apps/cms/data: what a fresh CMS publishes on its first start), which the site reads at build
// time: the snapshot of the boards, the ScienceQA figures of the data API and badges. The one place the site
// names the CMS's folder, found from this package's root resolved by name (node_modules/@evergreen/web), so it
// is found alike from the Vite config, the tests and the prerender, which runs this module from build/server/.
const webRoot = path.dirname(
  createRequire(import.meta.url).resolve("@evergreen/web/package.json"),
);

export const CMS_SEED_DIR = path.join(webRoot, "../cms/data");

/** A JSON file of the seed, as read (its reader parses it with its schema). */
export const readSeedJson = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(CMS_SEED_DIR, name), "utf8"));
