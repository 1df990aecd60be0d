// @ts-check
// The one list of ports fetch refuses (scripts/server/bad-ports.mjs): it is the list Node's fetch applies, and the CMS's
// copy (apps/cms/src/lib/bad-ports.ts, a separate tsc project) is the same list.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { BAD_PORTS, badPortProblem } from "./bad-ports.mjs";

const cmsCopy = new URL("../../apps/cms/src/lib/bad-ports.ts", import.meta.url);

test("the CMS's copy of the bad-port list is the same list", () => {
  const source = readFileSync(cmsCopy, "utf8");
  const list = /new Set\(\[([\d,\s]+)\]\)/.exec(source)?.[1];
  assert.ok(list, "apps/cms/src/lib/bad-ports.ts holds `new Set([...])` of numbers");
  const numbers = list.split(",").map((text) => text.trim()).filter(Boolean).map(Number);
  assert.deepEqual(numbers, [...BAD_PORTS]);
});

test("Node's fetch refuses every listed port with 'bad port', and not a port off the list", async () => {
  /** @param {number} port */
  const refusal = async (port) => {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return "answered";
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return cause instanceof Error ? cause.message : String(cause);
    }
  };
  for (const port of BAD_PORTS) assert.equal(await refusal(port), "bad port", `port ${port}`);
  assert.notEqual(await refusal(4180), "bad port");
});

test("badPortProblem names the variable, the reason and a fix", () => {
  assert.equal(badPortProblem("REBUILD_PORT", 4180, 4180), null);
  assert.equal(
    badPortProblem("REBUILD_PORT", "4190", 4180),
    "REBUILD_PORT 4190 is a port that fetch refuses (WHATWG bad ports): nothing could reach it. " +
      "Pick another, e.g. REBUILD_PORT=4180.",
  );
});
