// @ts-check
// `npm start`'s supervision (scripts/server/supervise.mjs): the restart back-off, and a child that dies of an uncaught
// error is logged and started again while another child keeps serving. Two small HTTP children stand in for the
// parts of `npm start` (scripts/server/start.test.mjs runs the real ones).
import assert from "node:assert/strict";
import { fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";

import { z } from "zod";

import { BACKOFF_MS, backoffMs, supervise } from "./supervise.mjs";

const dir = mkdtempSync(join(tmpdir(), "xbench-supervise-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("the restart back-off is 1, 2, 4, 8, then 10 s at most: a CMS (~15 s to start) answers again within 30 s", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 50].map(backoffMs), [1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  assert.ok(Math.max(...BACKOFF_MS) <= 10_000);
  assert.ok(Math.max(...BACKOFF_MS) + 15_000 < 30_000);
});

// A child that answers GET / with its pid, and dies of an uncaught error on GET /crash.
const childScript = join(dir, "child.mjs");
writeFileSync(
  childScript,
  `import { createServer } from "node:http";
const server = createServer((req, res) => {
  if (req.url === "/crash") throw new Error("test: an uncaught error in a request handler");
  res.end(String(process.pid));
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
process.on("disconnect", () => process.exit(0));
`,
);

/**
 * @param {number | undefined} port
 * @param {string} [path]
 * @returns {Promise<{ status: number, text?: string }>}
 */
async function get(port, path = "/") {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(1000) });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0 };
  }
}

test("a child that dies of an uncaught error is logged and restarted; the other child keeps serving", async () => {
  /** @type {string[]} */
  const lines = [];
  /** @type {Map<string, number>} */
  const ports = new Map();
  const portMessage = z.object({ port: z.number() });
  const start = (/** @type {string} */ name) =>
    supervise(name, () => fork(childScript, [], { stdio: ["ignore", "ignore", "pipe", "ipc"] }), {
      onStart: (child) => {
        child.stderr?.on("data", (chunk) => lines.push(`${name} stderr: ${chunk}`));
        child.on("message", (message) => ports.set(name, portMessage.parse(message).port));
      },
      log: (line) => lines.push(line),
      logError: (line) => lines.push(line),
    });
  const [a, b] = [start("part A"), start("part B")];
  try {
    while (!ports.has("part A") || !ports.has("part B")) await sleep(20);
    const firstA = { pid: a.child?.pid, port: ports.get("part A") };
    const bPid = String(b.child?.pid);
    assert.equal((await get(firstA.port)).text, String(firstA.pid));
    ports.delete("part A");
    await get(firstA.port, "/crash");
    // Part B answers all the while part A is down and starting again.
    /** @type {Array<string | undefined>} */
    const bAnswers = [];
    while (!ports.has("part A")) {
      bAnswers.push((await get(ports.get("part B"))).text);
      await sleep(50);
    }
    assert.ok(bAnswers.length > 5, `${bAnswers.length} answers from part B`);
    assert.deepEqual(new Set(bAnswers), new Set([bPid]), "part B kept serving, never restarted");
    assert.notEqual(a.child?.pid, firstA.pid);
    assert.equal((await get(ports.get("part A"))).text, String(a.child?.pid), "part A answers again");
    const log = lines.join("\n");
    assert.match(log, /part A stderr: .*Error: test: an uncaught error in a request handler/s, "its error is logged");
    assert.match(log, /part A stopped unexpectedly \(exit code 1\); restarting in 1 s \(restart 1\); the other parts keep serving\./);
    assert.equal([...log.matchAll(/part A started \(pid \d+\)/g)].length, 2);
    assert.equal([...log.matchAll(/part B started/g)].length, 1);
    assert.doesNotMatch(log, /part B stopped/);
  } finally {
    a.stop();
    b.stop();
  }
});
