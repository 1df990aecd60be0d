// @ts-check
// deploy/nginx.conf under Debian's nginx, on loopback against a copy of the web build, held to the
// same checks as scripts/server/serve-web.mjs (static-serving-checks.mjs). Run: node scripts/server/test-nginx.mjs
// Without nginx it prints a skip line and passes, except with CI=true, where it fails.
// Port: NGINX_TEST_PORT, else 4874, else any free port.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";

import { freePort } from "./ports.mjs";
import { defineServingTests, prepareBuildCopy, rawRequest } from "./static-serving-checks.mjs";

const siteConf = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url));
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const hasBrotli = existsSync(brotliModule);
const install = "apt-get install -y nginx libnginx-mod-http-brotli-static";


/**
 * deploy/nginx.conf as deployed, but on loopback:port and pointing at the build copy.
 * @param {string} dir
 * @param {string} build
 * @param {number} port
 */
function writeConfig(dir, build, port) {
  let site = readFileSync(siteConf, "utf8")
    .replaceAll("/srv/xbench/", `${build}/`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  assert.match(
    site,
    new RegExp(`listen 127\\.0\\.0\\.1:${port};`),
    "deploy/nginx.conf has `listen 80;`",
  );
  if (!hasBrotli) site = site.replace(/^\s*brotli_static on;\n/m, "");
  writeFileSync(join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/${name}_temp;`)
    .join("\n  ");
  writeFileSync(
    join(dir, "nginx.conf"),
    `${hasBrotli ? `load_module ${brotliModule};` : ""}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${dir}/site.conf;
}
`,
  );
  return ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
}

/**
 * @param {number} port
 * @param {import("node:child_process").ChildProcess} child
 */
async function waitUntilServing(port, child) {
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) break;
    try {
      await rawRequest(port, "/");
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not start on 127.0.0.1:${port}`);
}

if (!nginx && process.env.CI === "true") {
  test("nginx is installed on CI", () => assert.fail(`nginx is missing: ${install}`));
} else if (!nginx) {
  console.log(`skip: nginx is not installed, deploy/nginx.conf not tested (${install})`);
  test("deploy/nginx.conf under nginx", { skip: "nginx is not installed" }, () => {});
} else {
  describe(`deploy/nginx.conf under ${nginx}${hasBrotli ? "" : " (no brotli module: gzip only)"}`, () => {
    const server = { port: 0, build: "" };
    /** @type {{ dir: string, build: string } | undefined} */
    let copy;
    /** @type {import("node:child_process").ChildProcess | undefined} */
    let child;
    let errors = "";

    before(async () => {
      copy = prepareBuildCopy();
      server.build = copy.build;
      server.port = await freePort(Number(process.env.NGINX_TEST_PORT ?? 4874));
      const args = writeConfig(copy.dir, copy.build, server.port);
      execFileSync(nginx, ["-t", "-q", ...args], { stdio: "inherit" });
      child = spawn(nginx, args, { stdio: ["ignore", "inherit", "pipe"] });
      child.stderr?.on("data", (chunk) => (errors += chunk));
      await waitUntilServing(server.port, child);
    });

    after(async () => {
      if (child && child.exitCode === null) {
        const running = child;
        const exited = new Promise((resolve) => running.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      const log =
        copy && existsSync(join(copy.dir, "error.log"))
          ? readFileSync(join(copy.dir, "error.log"), "utf8")
          : "";
      if (/\[(emerg|alert|crit)\]/.test(log + errors)) console.error(log + errors);
      if (copy) rmSync(copy.dir, { recursive: true, force: true });
    });

    defineServingTests(server, { flavour: "nginx", brotli: hasBrotli });
  });
}
