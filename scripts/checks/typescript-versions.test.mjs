// @ts-check
// Two TypeScripts (docs/decisions/0023-typecheck-with-typescript-7.md): `tsc` on npm scripts' PATH is TypeScript 5.9,
// the `typescript` package whose JavaScript API typescript-eslint, Strapi's build and editors read; the typecheck of
// the site, the scripts and the CMS's admin runs TypeScript 7 (the `typescript-7` alias), called by its path. npm
// links one `tsc` for both: these tests say which one it is, and that the checking compiler still fails on an error.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const typescript7 = join(repo, "node_modules/typescript-7/bin/tsc");
const version = (/** @type {string} */ tsc) => execFileSync(process.execPath, [tsc, "-v"], { encoding: "utf8" }).trim();

test("`tsc` is TypeScript 5.9 (the typescript package the tools' APIs read); typescript-7 is TypeScript 7", () => {
  assert.match(version(join(repo, "node_modules/.bin/tsc")), /^Version 5\.9\./);
  assert.match(version(typescript7), /^Version 7\./);
});

test("the typecheck of the site, the scripts and the CMS's admin runs TypeScript 7 by its path", () => {
  const scripts = (/** @type {string} */ file) => JSON.parse(readFileSync(join(repo, file), "utf8")).scripts;
  assert.match(scripts("apps/web/package.json").typecheck, /node \.\.\/\.\.\/node_modules\/typescript-7\/bin\/tsc --noEmit$/);
  assert.match(scripts("package.json").typecheck, /node node_modules\/typescript-7\/bin\/tsc -p scripts\/tsconfig\.json$/);
  assert.match(scripts("apps/cms/package.json").typecheck, /node \.\.\/\.\.\/node_modules\/typescript-7\/bin\/tsc -p src\/admin\/tsconfig\.json$/);
});

test("TypeScript 7 fails on a type error and passes the same file fixed", () => {
  const dir = mkdtempSync(join(tmpdir(), "ts7-"));
  try {
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["*.ts"] }));
    writeFileSync(join(dir, "value.ts"), 'export const count: number = "three";\n');
    const failed = spawnSync(process.execPath, [typescript7, "-p", dir], { encoding: "utf8" });
    assert.notEqual(failed.status, 0, failed.stdout);
    assert.match(failed.stdout, /value\.ts\(1,14\): error TS2322/);
    writeFileSync(join(dir, "value.ts"), "export const count: number = 3;\n");
    const passed = spawnSync(process.execPath, [typescript7, "-p", dir], { encoding: "utf8" });
    assert.equal(passed.status, 0, passed.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
