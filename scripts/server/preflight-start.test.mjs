// @ts-check
// `npm start`'s first step (scripts/server/preflight-start.mjs) stops at once, with what to do, when a port is taken.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import net from "node:net";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { listeningPort } from "./ports.mjs";

const script = fileURLToPath(new URL("preflight-start.mjs", import.meta.url));
/** @returns {Promise<net.Server>} */
const listen = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => resolve(server));
  });
/** @param {Record<string, string>} env */
const run = (env) => spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: "utf8" });

test("a taken port stops npm start before it builds, naming the port, its variable and a fix", async () => {
  const taken = await listen();
  const free = await listen();
  const freePort = listeningPort(free);
  await new Promise((resolve) => free.close(resolve));
  try {
    const port = listeningPort(taken);
    const result = run({ PORT: String(port), CMS_PORT: String(freePort) });
    assert.equal(result.status, 1);
    assert.match(result.stderr, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 \\(the site, PORT\\) is already in use`));
    assert.match(result.stderr, new RegExp(`PORT=${port + 10} npm start`));
    assert.doesNotMatch(result.stderr, /CMS_PORT\)/, "the free port is not reported");
    const cmsTaken = run({ PORT: String(freePort), CMS_PORT: String(port) });
    assert.equal(cmsTaken.status, 1);
    assert.match(cmsTaken.stderr, /\(the CMS, CMS_PORT\) is already in use/);
  } finally {
    taken.close();
  }
});

test("free ports and this Node pass silently", () => {
  const result = run({ PORT: "0", CMS_PORT: "0" });
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stderr, "");
});

test("a Node older than 20.19 stops npm start with the version it needs", () => {
  const result = run({ PORT: "0", CMS_PORT: "0", XBENCH_NODE_VERSION: "20.18.1" });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Node 20\.18\.1 is too old: the site needs Node 20\.19 or newer/);
  assert.equal(run({ PORT: "0", CMS_PORT: "0", XBENCH_NODE_VERSION: "22.1.0" }).status, 0);
});

test("a port that fetch refuses (WHATWG bad ports) stops npm start with the reason and a fix", () => {
  const result = run({ PORT: "0", CMS_PORT: "0", REBUILD_PORT: "4190" });
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /REBUILD_PORT 4190 is a port that fetch refuses \(WHATWG bad ports\): nothing could reach it\. Pick another, e\.g\. REBUILD_PORT=4180\./,
  );
  const site = run({ PORT: "6000", CMS_PORT: "0" });
  assert.equal(site.status, 1);
  assert.match(site.stderr, /PORT 6000 is a port that fetch refuses .* e\.g\. PORT=4173\./);
  assert.equal(run({ PORT: "0", CMS_PORT: "0", REBUILD_PORT: "4180" }).status, 0);
});
