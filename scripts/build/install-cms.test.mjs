// @ts-check
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

import { installedFromLock, lockHash } from "./install-cms.mjs";

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
