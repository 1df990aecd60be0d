// @ts-check
// The static server of `npm start` (scripts/server/serve-web.mjs) against a copy of the real web build.
// Run: node --test scripts/server/serve-web.test.mjs (builds apps/web first if there is no build).
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { after, before, describe, test } from "node:test";

import { pageCsp } from "../build/harden-build.mjs";
import { listeningPort } from "./ports.mjs";
import { createWebServer, requestPath } from "./serve-web.mjs";
import { defineServingTests, prepareBuildCopy, rawRequest } from "./static-serving-checks.mjs";

/**
 * Serves a fresh copy of the web build on a spare port for the enclosing describe block (`prepare(build)` may change
 * the copy first): `{ port, build, copy, http }`, filled in before its tests run.
 * @param {(build: string) => void} [prepare]
 */
function servedCopy(prepare = () => {}) {
  /** @type {{ port: number, build: string, copy?: { dir: string, build: string }, http?: import("./serve-web.mjs").WebServer }} */
  const served = { port: 0, build: "" };
  before(async () => {
    const copy = prepareBuildCopy();
    served.copy = copy;
    served.build = copy.build;
    prepare(copy.build);
    const http = createWebServer({ buildDir: copy.build });
    served.http = http;
    await new Promise((resolve) => http.listen(0, "127.0.0.1", () => resolve(undefined)));
    served.port = listeningPort(http);
  });
  after(() => {
    served.http?.close();
    if (served.copy) rmSync(served.copy.dir, { recursive: true, force: true });
  });
  return served;
}

describe("scripts/server/serve-web.mjs", () => {
  defineServingTests(servedCopy(), { flavour: "node" });
});

describe("scripts/server/serve-web.mjs during a rebuild", () => {
  const served = servedCopy();

  test("keeps serving when an indexed file disappears", async () => {
    for (const suffix of ["", ".br", ".gz"])
      rmSync(join(served.build, `client/agi/index.html${suffix}`));
    // The answer is cut short (or empty); what matters is that the process is still there.
    await rawRequest(served.port, "/agi").catch(() => {});
    assert.equal((await rawRequest(served.port, "/")).status, 200);
  });

  test("serves a new build once its csp.json is written", async () => {
    const page = "<!DOCTYPE html><html><head></head><body><script>fresh()</script></body></html>";
    mkdirSync(join(served.build, "client/fresh"));
    writeFileSync(join(served.build, "client/fresh/index.html"), page);
    const cspFile = join(served.build, "csp.json");
    /** @type {Record<string, string>} */
    const cspByFile = JSON.parse(readFileSync(cspFile, "utf8"));
    cspByFile["/fresh/index.html"] = pageCsp(page, "http://127.0.0.1:1337");
    writeFileSync(cspFile, JSON.stringify(cspByFile));
    const later = new Date(Date.now() + 5000);
    utimesSync(cspFile, later, later);
    /** @type {import("./static-serving-checks.mjs").RawResponse | undefined} */
    let response;
    // The server polls csp.json each second and then loads the whole build: up to 20 s on a loaded machine.
    for (let tries = 0; tries < 100 && response?.status !== 200; tries++) {
      await sleep(200);
      response = await rawRequest(served.port, "/fresh");
    }
    assert.equal(response?.status, 200);
    assert.equal(response?.headers["content-security-policy"], cspByFile["/fresh/index.html"]);
  });
});

describe("scripts/server/serve-web.mjs switching builds", () => {
  // A larger site than today's (3,000 more files, 12 MB), so that loading it takes well over 50 ms in all.
  const served = servedCopy((build) => {
    mkdirSync(join(build, "client/extra"));
    for (let i = 0; i < 3000; i += 1) writeFileSync(join(build, `client/extra/${i}.txt`), "x".repeat(4096));
  });

  /**
   * The longest time the event loop did not turn (a timer every 2 ms measures the gaps) while `work` ran.
   * @param {() => Promise<void>} work
   */
  async function longestBlock(work) {
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 2);
    await work();
    await sleep(20); // one more tick measures a block that lasted until the work's end
    clearInterval(ticker);
    return longest;
  }

  test("a switch to a whole new build never blocks requests for more than 50 ms, and they keep being answered", async () => {
    /** @type {number[]} */
    const blocks = [];
    /** @type {number[]} */
    const totals = [];
    for (let round = 0; round < 3; round += 1) {
      let answered = 0;
      const started = performance.now();
      const block = await longestBlock(async () => {
        const switching = served.http?.switchBuild(served.build);
        while (answered < 3) {
          assert.equal((await rawRequest(served.port, "/extra/1.txt")).status, 200);
          answered += 1;
        }
        await switching;
      });
      totals.push(Math.round(performance.now() - started));
      blocks.push(Math.round(block));
    }
    console.log(`# 3 switches took ${totals.join(", ")} ms; the longest event-loop blocks: ${blocks.join(", ")} ms`);
    assert.ok(Math.max(...blocks) < 50, `blocks of ${blocks.join(", ")} ms`);
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
