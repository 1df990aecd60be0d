// @ts-check
// `npm test`'s first step (scripts/checks/system-deps.mjs) with the system packages hidden from it: a PATH without
// chromium, its headless shell, nginx or apt-get, and an empty nginx modules folder.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("system-deps.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "xbench-deps-"));
const emptyBin = join(dir, "empty-bin");
const fullBin = join(dir, "full-bin");
const modules = join(dir, "modules");
const fonts = join(dir, "fonts");
for (const folder of [emptyBin, fullBin, modules, fonts]) mkdirSync(folder);
for (const name of ["chromium", "chromium-headless-shell", "nginx"]) {
  writeFileSync(join(fullBin, name), "#!/bin/sh\n");
  chmodSync(join(fullBin, name), 0o755);
}
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * @param {string} path
 * @param {string} [modulesDir]
 */
const run = (path, modulesDir = modules) =>
  spawnSync(process.execPath, [script], {
    env: {
      PATH: path,
      XBENCH_NGINX_MODULES_DIR: modulesDir,
      XBENCH_SBIN_DIR: emptyBin,
      XBENCH_CJK_FONTS_DIR: fonts,
    },
    encoding: "utf8",
  });

test("with nothing installed and no apt-get, it names each package and the one command, and exits 1", () => {
  const result = run(emptyBin);
  assert.equal(result.status, 1);
  assert.equal(result.stdout, "");
  assert.match(result.stderr, /^npm test needs these system packages, which are not installed:\n/);
  assert.match(result.stderr, / {2}- chromium: for the end-to-end tests/);
  assert.match(result.stderr, / {2}- chromium-headless-shell: for the Playwright suites/);
  assert.match(result.stderr, / {2}- nginx: for the checks of deploy\/nginx\.conf/);
  assert.match(result.stderr, / {2}- libnginx-mod-http-brotli-static: for nginx's brotli_static/);
  assert.match(result.stderr, / {2}- fonts-noto-cjk: for the Chinese pages' screenshots/);
  assert.match(
    result.stderr,
    /\n {2}sudo apt-get install -y chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static fonts-noto-cjk\n/,
  );
  assert.doesNotMatch(result.stderr, /at .*\.m?js:\d+/, "no stack trace");
});

test("names only what is missing", () => {
  const result = run(fullBin);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /sudo apt-get install -y libnginx-mod-http-brotli-static fonts-noto-cjk\n/);
  assert.doesNotMatch(result.stderr, /- chromium/);
  assert.doesNotMatch(result.stderr, /- chromium-headless-shell/);
});

test("passes silently when everything is there", () => {
  writeFileSync(join(modules, "ngx_http_brotli_static_module.so"), "");
  writeFileSync(join(fonts, "NotoSansCJK-Regular.ttc"), "");
  const result = run(fullBin);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stderr + result.stdout, "");
});
