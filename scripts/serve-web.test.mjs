// The static server of `npm start` (scripts/serve-web.mjs) against a copy of the real web build.
// Run: node --test scripts/serve-web.test.mjs (builds apps/web first if there is no build).
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { after, before, describe, test } from "node:test";

import { pageCsp } from "./harden-build.mjs";
import { createWebServer, requestPath } from "./serve-web.mjs";
import { defineServingTests, prepareBuildCopy, rawRequest } from "./static-serving-checks.mjs";

describe("scripts/serve-web.mjs", () => {
  const server = { port: 0, build: "" };
  let copy;
  let http;

  before(async () => {
    copy = prepareBuildCopy();
    server.build = copy.build;
    http = createWebServer({ buildDir: copy.build });
    await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
    server.port = http.address().port;
  });

  after(() => {
    http?.close();
    if (copy) rmSync(copy.dir, { recursive: true, force: true });
  });

  defineServingTests(server, { flavour: "node" });
});

describe("scripts/serve-web.mjs during a rebuild", () => {
  let copy;
  let http;
  let port;

  before(async () => {
    copy = prepareBuildCopy();
    http = createWebServer({ buildDir: copy.build });
    await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
    port = http.address().port;
  });

  after(() => {
    http?.close();
    if (copy) rmSync(copy.dir, { recursive: true, force: true });
  });

  test("keeps serving when an indexed file disappears", async () => {
    for (const suffix of ["", ".br", ".gz"])
      rmSync(join(copy.build, `client/agi/index.html${suffix}`));
    // The answer is cut short (or empty); what matters is that the process is still there.
    await rawRequest(port, "/agi").catch(() => {});
    assert.equal((await rawRequest(port, "/")).status, 200);
  });

  test("serves a new build once its csp.json is written", async () => {
    const page = "<!DOCTYPE html><html><head></head><body><script>fresh()</script></body></html>";
    mkdirSync(join(copy.build, "client/fresh"));
    writeFileSync(join(copy.build, "client/fresh/index.html"), page);
    const cspFile = join(copy.build, "csp.json");
    const cspByFile = JSON.parse(readFileSync(cspFile, "utf8"));
    cspByFile["/fresh/index.html"] = pageCsp(page, "http://127.0.0.1:1337");
    writeFileSync(cspFile, JSON.stringify(cspByFile));
    const later = new Date(Date.now() + 5000);
    utimesSync(cspFile, later, later);
    let response;
    for (let tries = 0; tries < 30 && response?.status !== 200; tries++) {
      await sleep(200);
      response = await rawRequest(port, "/fresh");
    }
    assert.equal(response.status, 200);
    assert.equal(response.headers["content-security-policy"], cspByFile["/fresh/index.html"]);
  });
});

describe("requestPath", () => {
  test("decodes a clean path and drops the query", () => {
    assert.equal(requestPath("/agi/scienceqa?x=1"), "/agi/scienceqa");
    assert.equal(requestPath("/profession/caf%C3%A9"), "/profession/café");
  });

  test("rejects dot segments, NUL bytes, bad escapes and targets that are not a path", () => {
    for (const url of [
      "/..",
      "/a/../b",
      "/%2e%2e/x",
      "/.%2E/x",
      "/a%5c..%5cb",
      "/a%00",
      "/%",
      "/%c0%ae",
      "*",
      "http://x/",
    ]) {
      assert.equal(requestPath(url), null, url);
    }
  });
});

describe("pageCsp", () => {
  test("allows an inline script only by its sha256, never 'unsafe-inline'", () => {
    const csp = pageCsp(
      '<script>a()</script><script src="/assets/x.js"></script>',
      "http://cms.test",
    );
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src"));
    // sha256("a()") in base64
    assert.equal(
      scriptSrc,
      "script-src 'self' 'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
    );
    assert.match(csp, /connect-src 'self' http:\/\/cms\.test/);
  });
});
