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

/**
 * The environment of the CMS's `npm ci`: node-gyp compiles on every core (JOBS=max) unless JOBS is set. The CMS's
 * better-sqlite3 cannot download its prebuilt binary here and compiles from source, SQLite's amalgamation and the
 * binding one after the other by default: about 60 CPU-s, the longest part of a fresh install, with nothing beside it.
 * SQLite's amalgamation (one 9 MB C file, on one core) is compiled at -O2, SQLite's own default and Debian's, not at
 * better-sqlite3's -O3: 53 s against 64 s here, and the CMS's uncached ranking call measured the same (`npm run
 * bench:api`, three rounds each interleaved: 78-94 req/s at -O2, 73-88 at -O3). node-gyp puts CFLAGS after the
 * package's own flags, so the last -O wins; an explicit CFLAGS is kept as it is.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export const npmCiEnv = (env) => ({ ...env, JOBS: env.JOBS ?? "max", CFLAGS: env.CFLAGS ?? "-O2" });

/**
 * Installs the CMS's packages in `dir` with `install` (npm ci) unless they were installed from its current lockfile
 * and package.json, or `env.CMS_FORCE_INSTALL` is 1; the stamp is written only after an install that succeeded.
 * @param {{ dir?: string, env?: NodeJS.ProcessEnv, install?: (dir: string) => number, log?: (line: string) => void }} [options]
 * @returns {{ installed: boolean, code: number }} code: the install's exit status (0 when skipped)
 */
export function installCms({
  dir = cmsDir,
  env = process.env,
  install = (cwd) =>
    spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd, stdio: "inherit", env: npmCiEnv(env) }).status ?? 1,
  log = console.log,
} = {}) {
  if (!existsSync(`${dir}/package-lock.json`)) return { installed: false, code: 0 };
  if (installedFromLock(dir) && env.CMS_FORCE_INSTALL !== "1") {
    log("apps/cms: packages already installed from this lockfile; skipping npm ci (CMS_FORCE_INSTALL=1 forces it)");
    return { installed: false, code: 0 };
  }
  const code = install(dir);
  if (code === 0) writeFileSync(`${dir}/node_modules/.installed-from-lock`, `${lockHash(dir)}\n`);
  return { installed: true, code };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(installCms().code);
}
