// @ts-check
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

import { installAndBuild, installCms, installedFromLock, lockHash, npmCiEnv, scriptedPackages } from "./install-cms.mjs";

test("the CMS's npm ci is skipped only when its node_modules were installed from the same lockfile and package.json", () => {
  const dir = mkdtempSync(join(tmpdir(), "install-cms-"));
  try {
    writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3}');
    writeFileSync(join(dir, "package.json"), '{"name":"cms"}');
    assert.equal(installedFromLock(dir), false, "no node_modules yet");
    mkdirSync(join(dir, "node_modules"));
    assert.equal(installedFromLock(dir), false, "node_modules without the stamp of a finished install");
    writeFileSync(join(dir, "node_modules/.installed-from-lock"), `${lockHash(dir)}\n`);
    assert.equal(installedFromLock(dir), true);
    writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}');
    assert.equal(installedFromLock(dir), false, "a changed lockfile installs again");
    writeFileSync(join(dir, "node_modules/.installed-from-lock"), `${lockHash(dir)}\n`);
    writeFileSync(join(dir, "package.json"), '{"name":"cms","dependencies":{"x":"1"}}');
    assert.equal(installedFromLock(dir), false, "a changed package.json installs again");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("npm install runs the CMS's npm ci once, stamps it only when it succeeded, and again when forced or changed", async () => {
  const dir = mkdtempSync(join(tmpdir(), "install-cms-"));
  /** @type {string[]} */
  const ran = [];
  /** A stand-in for `npm ci`: makes node_modules and exits with `status`. */
  const npmCi = (/** @type {number} */ status) => async (/** @type {string} */ cwd) => {
    ran.push(cwd);
    mkdirSync(join(cwd, "node_modules"), { recursive: true });
    return status;
  };
  const quiet = () => {};
  try {
    assert.deepEqual(await installCms({ dir, install: npmCi(0), log: quiet }), { installed: false, code: 0 }, "no lockfile: nothing to install");
    assert.equal(ran.length, 0);
    writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3}');
    writeFileSync(join(dir, "package.json"), '{"name":"cms"}');

    assert.deepEqual(await installCms({ dir, install: npmCi(1), log: quiet }), { installed: true, code: 1 });
    assert.equal(installedFromLock(dir), false, "a failed install leaves no stamp");
    assert.deepEqual(await installCms({ dir, install: npmCi(0), log: quiet }), { installed: true, code: 0 }, "so the next npm install tries again");
    assert.equal(installedFromLock(dir), true);
    assert.equal(ran.length, 2);

    /** @type {string[]} */
    const said = [];
    assert.deepEqual(await installCms({ dir, install: npmCi(0), log: (line) => said.push(line) }), { installed: false, code: 0 });
    assert.equal(ran.length, 2, "installed from this lockfile: npm ci is skipped");
    assert.match(said.join("\n"), /skipping npm ci/);

    assert.deepEqual(await installCms({ dir, env: { CMS_FORCE_INSTALL: "1" }, install: npmCi(0), log: quiet }), { installed: true, code: 0 });
    writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3,"packages":{"":{}}}');
    assert.deepEqual(await installCms({ dir, install: npmCi(0), log: quiet }), { installed: true, code: 0 }, "a changed lockfile installs again");
    assert.equal(ran.length, 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the CMS's npm ci compiles native modules on every core, C at -O1, unless JOBS or CFLAGS say otherwise", () => {
  assert.equal(npmCiEnv({ PATH: "/bin" }).JOBS, "max");
  assert.equal(npmCiEnv({ PATH: "/bin" }).PATH, "/bin", "the rest of the environment is kept");
  assert.equal(npmCiEnv({ JOBS: "1" }).JOBS, "1");
  assert.equal(npmCiEnv({ PATH: "/bin" }).CFLAGS, "-O1", "SQLite's amalgamation in half the time of -O2, the API as fast");
  assert.equal(npmCiEnv({ CFLAGS: "-O3 -march=native" }).CFLAGS, "-O3 -march=native");
});

test("the CMS's install compiles better-sqlite3 and builds the CMS at the same time, after npm ci and the other reviewed scripts", async () => {
  const dir = mkdtempSync(join(tmpdir(), "install-cms-"));
  try {
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ allowScripts: { esbuild: true, "better-sqlite3": true, "core-js-pure": false, "@swc/core": true } }),
    );
    assert.deepEqual(scriptedPackages(dir), { quick: ["esbuild", "@swc/core"], sqlite: ["better-sqlite3"] });
    /** @type {string[]} */
    const events = [];
    /** A step that takes a tick and exits with the status `fail` names for it (0 otherwise). */
    const runner = (/** @type {Record<string, number>} */ fail) => async (/** @type {string} */ command, /** @type {string[]} */ args) => {
      const step = [command, ...args].join(" ");
      events.push(`start ${step}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${step}`);
      return fail[step] ?? 0;
    };
    assert.equal(await installAndBuild(dir, runner({})), 0);
    assert.deepEqual(events, [
      "start npm ci --no-audit --no-fund --ignore-scripts",
      "end npm ci --no-audit --no-fund --ignore-scripts",
      "start npm rebuild esbuild @swc/core",
      "end npm rebuild esbuild @swc/core",
      "start npm rebuild better-sqlite3",
      "start node scripts/build.mjs",
      "end npm rebuild better-sqlite3",
      "end node scripts/build.mjs",
    ]);
    events.length = 0;
    assert.equal(await installAndBuild(dir, runner({ "npm ci --no-audit --no-fund --ignore-scripts": 7 })), 7);
    assert.equal(events.length, 2, "a failed npm ci runs nothing after it");
    events.length = 0;
    assert.equal(await installAndBuild(dir, runner({ "node scripts/build.mjs": 3 })), 3, "a failed build fails the install");
    assert.equal(await installAndBuild(dir, runner({ "npm rebuild better-sqlite3": 2 })), 2, "so does a failed compile");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
