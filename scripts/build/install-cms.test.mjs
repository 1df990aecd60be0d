// @ts-check
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

import { installCms, installedFromLock, lockHash, npmCiEnv } from "./install-cms.mjs";

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

test("npm install runs the CMS's npm ci once, stamps it only when it succeeded, and again when forced or changed", () => {
  const dir = mkdtempSync(join(tmpdir(), "install-cms-"));
  /** @type {string[]} */
  const ran = [];
  /** A stand-in for `npm ci`: makes node_modules and exits with `status`. */
  const npmCi = (/** @type {number} */ status) => (/** @type {string} */ cwd) => {
    ran.push(cwd);
    mkdirSync(join(cwd, "node_modules"), { recursive: true });
    return status;
  };
  const quiet = () => {};
  try {
    assert.deepEqual(installCms({ dir, install: npmCi(0), log: quiet }), { installed: false, code: 0 }, "no lockfile: nothing to install");
    assert.equal(ran.length, 0);
    writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3}');
    writeFileSync(join(dir, "package.json"), '{"name":"cms"}');

    assert.deepEqual(installCms({ dir, install: npmCi(1), log: quiet }), { installed: true, code: 1 });
    assert.equal(installedFromLock(dir), false, "a failed install leaves no stamp");
    assert.deepEqual(installCms({ dir, install: npmCi(0), log: quiet }), { installed: true, code: 0 }, "so the next npm install tries again");
    assert.equal(installedFromLock(dir), true);
    assert.equal(ran.length, 2);

    /** @type {string[]} */
    const said = [];
    assert.deepEqual(installCms({ dir, install: npmCi(0), log: (line) => said.push(line) }), { installed: false, code: 0 });
    assert.equal(ran.length, 2, "installed from this lockfile: npm ci is skipped");
    assert.match(said.join("\n"), /skipping npm ci/);

    assert.deepEqual(installCms({ dir, env: { CMS_FORCE_INSTALL: "1" }, install: npmCi(0), log: quiet }), { installed: true, code: 0 });
    writeFileSync(join(dir, "package-lock.json"), '{"lockfileVersion":3,"packages":{"":{}}}');
    assert.deepEqual(installCms({ dir, install: npmCi(0), log: quiet }), { installed: true, code: 0 }, "a changed lockfile installs again");
    assert.equal(ran.length, 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the CMS's npm ci compiles native modules on every core, C at -O2, unless JOBS or CFLAGS say otherwise", () => {
  assert.equal(npmCiEnv({ PATH: "/bin" }).JOBS, "max");
  assert.equal(npmCiEnv({ PATH: "/bin" }).PATH, "/bin", "the rest of the environment is kept");
  assert.equal(npmCiEnv({ JOBS: "1" }).JOBS, "1");
  assert.equal(npmCiEnv({ PATH: "/bin" }).CFLAGS, "-O2", "SQLite's amalgamation at SQLite's own optimisation level");
  assert.equal(npmCiEnv({ CFLAGS: "-O3 -march=native" }).CFLAGS, "-O3 -march=native");
});
