// @ts-check
// The root `postinstall`: installs the CMS's own packages (apps/cms keeps its own lockfile: its React 18 admin must
// not meet the site's React 19) with `npm ci`, unless the ones installed came from this very lockfile. `npm ci`
// deletes and rewrites apps/cms/node_modules (about 2 minutes here), so a second `npm install` skips it when
// nothing changed. A stamp of the lockfile's hash is written only after a successful install.
import { spawn } from "node:child_process";
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
 * SQLite's amalgamation (one 9 MB C file, on one core) is compiled at -O1, not at better-sqlite3's -O3: gcc took 19.8 s
 * at -O1 against 42.2 s at -O2 (64 s at -O3), and the CMS's uncached ranking call, where SQLite's share is a small part
 * of Strapi's work, measured no slower (`npm run bench:api`, three rounds each interleaved: 88.8-91.1 req/s at -O1,
 * 69.0-82.5 at -O2). At -O2 the compile ran about 20 s past the admin panel's build beside it, on one core. node-gyp
 * puts CFLAGS after the package's own flags, so the last -O wins; an explicit CFLAGS is kept as it is.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export const npmCiEnv = (env) => ({ ...env, JOBS: env.JOBS ?? "max", CFLAGS: env.CFLAGS ?? "-O1" });

/**
 * The CMS's packages whose install scripts run (package.json's `allowScripts`, the reviewed list), better-sqlite3 apart:
 * its compile is the one that takes long.
 * @param {string} dir
 * @returns {{ quick: string[], sqlite: string[] }}
 */
export function scriptedPackages(dir = cmsDir) {
  const allowed = Object.entries(JSON.parse(readFileSync(`${dir}/package.json`, "utf8")).allowScripts ?? {})
    .filter(([, allow]) => allow === true)
    .map(([name]) => name);
  return { quick: allowed.filter((name) => name !== "better-sqlite3"), sqlite: allowed.filter((name) => name === "better-sqlite3") };
}

/**
 * The CMS's install: `npm ci` without scripts, the reviewed packages' scripts but better-sqlite3's (seconds), then
 * better-sqlite3's compile (SQLite's amalgamation: one C file on one core, about a minute) and the CMS's build (the
 * admin panel, about 45 s on the other core) at the same time. `npm ci` ran the compile at its end with the second
 * core idle, and `npm start` and `npm test` built the panel after; its build skips an unchanged panel
 * (apps/cms/scripts/build.mjs).
 * @param {string} dir
 * @param {(command: string, args: string[]) => Promise<number>} run runs a command in `dir` (runIn)
 * @returns {Promise<number>} the first failing step's status, 0 when all passed
 */
export async function installAndBuild(dir, run) {
  const { quick, sqlite } = scriptedPackages(dir);
  const ci = await run("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"]);
  if (ci !== 0) return ci;
  if (quick.length > 0) {
    const scripts = await run("npm", ["rebuild", ...quick]);
    if (scripts !== 0) return scripts;
  }
  const [compiled, built] = await Promise.all([
    sqlite.length > 0 ? run("npm", ["rebuild", ...sqlite]) : Promise.resolve(0),
    run("node", ["scripts/build.mjs"]),
  ]);
  return compiled || built;
}

/**
 * Runs `command` in `cwd` with the CMS install's environment (npmCiEnv), its output on this process's.
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 */
const runIn = (cwd, env) => (/** @type {string} */ command, /** @type {string[]} */ args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: "inherit", env: npmCiEnv(env) });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });

/**
 * Installs the CMS's packages in `dir` with `install` (installAndBuild) unless they were installed from its current
 * lockfile and package.json, or `env.CMS_FORCE_INSTALL` is 1; the stamp is written only after an install that succeeded.
 * @param {{ dir?: string, env?: NodeJS.ProcessEnv, install?: (dir: string) => Promise<number>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ installed: boolean, code: number }>} code: the install's exit status (0 when skipped)
 */
export async function installCms({
  dir = cmsDir,
  env = process.env,
  install = (cwd) => installAndBuild(cwd, runIn(cwd, env)),
  log = console.log,
} = {}) {
  if (!existsSync(`${dir}/package-lock.json`)) return { installed: false, code: 0 };
  if (installedFromLock(dir) && env.CMS_FORCE_INSTALL !== "1") {
    log("apps/cms: packages already installed from this lockfile; skipping npm ci (CMS_FORCE_INSTALL=1 forces it)");
    return { installed: false, code: 0 };
  }
  const code = await install(dir);
  if (code === 0) writeFileSync(`${dir}/node_modules/.installed-from-lock`, `${lockHash(dir)}\n`);
  return { installed: true, code };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit((await installCms()).code);
}
