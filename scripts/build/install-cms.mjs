// @ts-check
// The root `postinstall`: installs the CMS's own packages (apps/cms keeps its own lockfile: its React 18 admin must
// not meet the site's React 19) with `npm ci`, unless the ones installed came from this very lockfile. `npm ci`
// deletes and rewrites apps/cms/node_modules (about 2 minutes here), so a second `npm install` skips it when
// nothing changed. A stamp of the lockfile's hash is written only after a successful install.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cmsDir = fileURLToPath(new URL("../../apps/cms", import.meta.url));
const lockFile = `${cmsDir}/package-lock.json`;
const stampFile = `${cmsDir}/node_modules/.installed-from-lock`;

/** The hash of the CMS's lockfile and package.json: what an install was made from. */
export function lockHash(dir = cmsDir) {
  const hash = createHash("sha256");
  for (const file of ["package-lock.json", "package.json"]) hash.update(readFileSync(`${dir}/${file}`));
  return hash.digest("hex");
}

/** True when apps/cms/node_modules was installed from the current lockfile and package.json. */
export function installedFromLock(dir = cmsDir) {
  const stamp = `${dir}/node_modules/.installed-from-lock`;
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === lockHash(dir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(lockFile)) process.exit(0);
  if (installedFromLock() && process.env.CMS_FORCE_INSTALL !== "1") {
    console.log("apps/cms: packages already installed from this lockfile; skipping npm ci (CMS_FORCE_INSTALL=1 forces it)");
    process.exit(0);
  }
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: cmsDir, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${lockHash()}\n`);
}
