// @ts-check
// The timed check of the static server of `npm start` (scripts/server/serve-web.mjs): a switch to a new build never
// blocks requests for long. A phase of `npm test` of its own, run alone (a CMS suite on the other core pushed the
// blocks to 195-491 ms); the server's other tests are serve-web.test.mjs, run beside the other phases.
// Run: node --test scripts/server/serve-web-switch.test.mjs (builds apps/web first if there is no build).
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, test } from "node:test";

import { rawRequest, servedCopy } from "./static-serving-checks.mjs";

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
