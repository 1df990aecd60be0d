// @ts-check
// The timed check of the static server of `npm start` (scripts/server/serve-web.mjs): a switch to a new build never
// blocks requests for long. A phase of `npm test` of its own, run alone (a CMS suite on the other core pushed the
// blocks to 195-491 ms); the server's other tests are serve-web.test.mjs, run beside the other phases, on the real
// build. This one switches to a generated build larger than the site (what a switch costs is the number and size of
// the files it reads, not what they say), so it needs no site build and runs first in `npm test`, before anything
// else takes a core.
// Run: node --test scripts/server/serve-web-switch.test.mjs
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, test } from "node:test";

import { rawRequest, servedBuild } from "./static-serving-checks.mjs";

const CSP = "default-src 'self'";

/**
 * A build as harden-build leaves one, larger than the site's (about 1,200 files, 30 MB): 300 pages of 30 KB, each
 * with a Brotli and a gzip copy and its CSP in csp.json, the two shells, and 3,000 other files of 4 KB (39 MB in all).
 * @param {string} build
 */
function writeLargeBuild(build) {
  const client = join(build, "client");
  mkdirSync(join(client, "zh"), { recursive: true });
  mkdirSync(join(client, "extra"));
  /** @type {Record<string, string>} */
  const csp = {};
  const page = (/** @type {number} */ i) => `<!doctype html><title>page ${i}</title>${"<p>text</p>".repeat(2700)}`;
  for (let i = 0; i < 300; i += 1) {
    mkdirSync(join(client, `page-${i}`));
    for (const suffix of ["", ".br", ".gz"]) writeFileSync(join(client, `page-${i}/index.html${suffix}`), page(i));
    csp[`/page-${i}/index.html`] = CSP;
  }
  for (const shell of ["__spa-fallback.html", "zh/__spa-fallback.html"]) {
    writeFileSync(join(client, shell), page(-1));
    csp[`/${shell}`] = CSP;
  }
  for (let i = 0; i < 3000; i += 1) writeFileSync(join(client, `extra/${i}.txt`), "x".repeat(4096));
  writeFileSync(join(build, "csp.json"), JSON.stringify(csp)); // last, as harden-build writes it
}

describe("scripts/server/serve-web.mjs switching builds", () => {
  const served = servedBuild(() => {
    const dir = mkdtempSync(join(tmpdir(), "xbench-switch-"));
    const build = join(dir, "build");
    writeLargeBuild(build);
    return { dir, build };
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
