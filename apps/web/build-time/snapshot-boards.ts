// `npm run snapshot:boards -w apps/web`: writes the CMS's published boards, editions and change records into
// the snapshot committed in app/data/boards (what a build without the CMS uses). Run it with the CMS up
// (CMS_BUILD_URL, default http://127.0.0.1:1337), review the diff, commit it. With `-- --from-seed` it writes
// what a freshly seeded CMS would publish (apps/cms/data), without starting one: the same converter, no change
// records (boards-source.test.ts holds the snapshot to it).
import {
  readCmsBoards,
  readSeedBoards,
  SNAPSHOT_DIR,
  toSiteFiles,
  writeSiteFiles,
} from "./boards-source";

const fromSeed = process.argv.includes("--from-seed");
const origin =
  process.env.CMS_BUILD_URL ??
  `http://127.0.0.1:${process.env.CMS_PORT ?? "1337"}`;
const { boards, changes } = fromSeed
  ? { boards: readSeedBoards(), changes: [] }
  : await readCmsBoards(origin);
const files = toSiteFiles(boards, changes);
writeSiteFiles(SNAPSHOT_DIR, files);
console.log(
  `boards: wrote ${Object.keys(files).length} files from ${fromSeed ? "the CMS seed (apps/cms/data)" : origin} into ${SNAPSHOT_DIR}; review them with git diff.`,
);
