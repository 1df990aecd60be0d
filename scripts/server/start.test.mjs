// @ts-check
// `npm start`'s supervisor (scripts/server/start.mjs): a CMS killed with SIGKILL answers again within 30 s, and the site
// keeps serving meanwhile; the site and the rebuild service are supervised children too, and a hostile webhook body
// stops nothing. Runs the real start script on spare ports against the built site and the compiled CMS
// (`npm test` compiles it in test:cms; the admin panel is not needed: CMS_SERVE_ADMIN=false).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { throwawayStartEnv, until } from "../checks/editor-journey.mjs";
import { freePort } from "./ports.mjs";
import { ensureWebBuild } from "./static-serving-checks.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
/** @param {string} url */
async function status(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 0;
  }
}

const dir = mkdtempSync(join(tmpdir(), "xbench-start-"));
/** @type {import("node:child_process").ChildProcess | undefined} */
let child;
let output = "";
let site = "";
let cms = "";
let rebuild = "";
/** @type {NodeJS.ProcessEnv} */
let env = {};
const pidsOf = (/** @type {string} */ name) =>
  [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, "g"))].map((match) => Number(match[1]));

before(async () => {
  ensureWebBuild();
  assert.ok(existsSync(join(repo, "apps/cms/dist/src/index.js")), "compile the CMS first (npm run build)");
  const [sitePort, cmsPort, rebuildPort] = [await freePort(), await freePort(), await freePort()];
  rebuild = `http://127.0.0.1:${rebuildPort}/rebuild`;
  site = `http://127.0.0.1:${sitePort}`;
  cms = `http://127.0.0.1:${cmsPort}`;
  env = throwawayStartEnv(dir, { sitePort, cmsPort, rebuildPort }, { REBUILD_ON_START: "0" });
  const started = spawn(process.execPath, ["scripts/server/start.mjs"], { cwd: repo, stdio: ["ignore", "pipe", "pipe"], env });
  child = started;
  started.stdout.on("data", (chunk) => (output += chunk));
  started.stderr.on("data", (chunk) => (output += chunk));
  await until(async () => (await status(`${cms}/_health`)) === 204, 120_000, "the CMS answering");
});

after(async () => {
  child?.kill("SIGTERM");
  await sleep(500);
  // Whatever outlived start.mjs (it once could die and leave its CMS running).
  for (const pid of [...pidsOf("CMS"), ...pidsOf("site"), ...pidsOf("rebuild service")]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone, as it should be
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

test("npm start restarts a CMS that dies, within 30 s, and logs it; the site serves meanwhile", async () => {
  const pid = Number(/CMS started \(pid (\d+)\)/.exec(output)?.[1]);
  assert.ok(pid > 0, `the start log names the CMS pid:\n${output.slice(-2000)}`);
  process.kill(pid, "SIGKILL");
  await until(async () => (await status(`${cms}/_health`)) === 0, 10_000, "the CMS going down");
  assert.equal(await status(`${site}/`), 200, "the site keeps serving while the CMS is down");
  const back = await until(async () => (await status(`${cms}/_health`)) === 204, 30_000, "the CMS answering again");
  assert.match(output, /CMS stopped unexpectedly \(SIGKILL\); restarting in 1 s \(restart 1\)/);
  const pids = pidsOf("CMS");
  assert.equal(pids.length, 2);
  assert.notEqual(pids[1], pid);
  const ranking = await fetch(`${cms}/api/scienceqas?pagination[limit]=1`);
  assert.equal(ranking.status, 200, "the restarted CMS serves the board");
  console.log(`# the CMS answered again ${back} ms after it went down`);
});

test("npm start runs the rebuild service beside the site, refusing posts without the webhook secret", async () => {
  assert.match(output, /Rebuild service: http:\/\/127\.0\.0\.1:\d+\/rebuild/);
  const res = await fetch(rebuild, { method: "POST", body: "{}" });
  assert.equal(res.status, 401);
});

test("a hostile webhook body gets 400 from the rebuild service, and the site, the CMS and the service keep serving", async () => {
  const hostile = await fetch(rebuild, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.REBUILD_WEBHOOK_SECRET}`, "Content-Type": "application/json" },
    body: '{"uid":{"toString":1}}',
    signal: AbortSignal.timeout(5000),
  });
  assert.equal(hostile.status, 400);
  await sleep(1500);
  assert.equal(await status(`${site}/`), 200);
  assert.equal(await status(`${cms}/_health`), 204);
  assert.equal((await fetch(rebuild, { method: "POST", body: "{}" })).status, 401);
  assert.doesNotMatch(output, /stopped unexpectedly \(exit code/);
});

/** @type {Array<[name: string, url: () => string, answer: number]>} */
const parts = [
  ["site", () => `${site}/`, 200],
  ["rebuild service", () => rebuild, 405],
];
for (const [name, url, answer] of parts) {
  test(`a ${name} child that dies is logged and restarted within seconds; the other parts keep serving`, async () => {
    const [pid, ...more] = pidsOf(name);
    assert.ok(pid !== undefined && pid > 0 && more.length === 0, `the start log names one ${name} pid:\n${output.slice(-2000)}`);
    process.kill(pid, "SIGKILL");
    await until(async () => (await status(url())) === 0, 5000, `the ${name} going down`);
    /** @type {number[]} */
    const others = [];
    const back = await until(async () => {
      others.push(await status(`${cms}/_health`), await status(name === "site" ? rebuild : `${site}/`));
      return (await status(url())) === answer;
    }, 10_000, `the ${name} answering again`);
    assert.deepEqual(new Set(others), new Set([204, name === "site" ? 405 : 200]), "the other parts kept answering");
    assert.match(output, new RegExp(`${name} stopped unexpectedly \\(SIGKILL\\); restarting in 1 s \\(restart 1\\)`));
    assert.notEqual(pidsOf(name)[1], pid);
    console.log(`# the ${name} answered again ${back} ms after it went down`);
  });
}
