// @ts-check
// The rebuild service (scripts/server/rebuild-service.mjs) with the static server it switches (scripts/server/serve-web.mjs), on
// spare ports, with a fake build command that writes a minimal valid build in a moment (or fails when told to).
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";

import { changedPages, changesPublicSite, checkBuild, createRebuildService, editorReason, readRebuildSecret } from "./rebuild-service.mjs";
import { listeningPort } from "./ports.mjs";
import { createWebServer } from "./serve-web.mjs";

const secret = "test-secret-0123456789";
const dir = mkdtempSync(join(tmpdir(), "xbench-rebuild-"));
const control = join(dir, "control");
const buildsDir = join(dir, "builds");

/**
 * A minimal build folder whose home page says `marker`.
 * @param {string} target
 * @param {string} marker
 */
function writeBuild(target, marker) {
  mkdirSync(join(target, "client/data"), { recursive: true });
  writeFileSync(join(target, "client/index.html"), `<!DOCTYPE html><title>${marker}</title><p>${marker}</p>\n`);
  writeFileSync(join(target, "client/__spa-fallback.html"), "<!DOCTYPE html><title>shell</title>\n");
  writeFileSync(join(target, "client/data/index.json"), `${JSON.stringify({ marker })}\n`);
  const csp = "default-src 'self'";
  writeFileSync(join(target, "csp.json"), JSON.stringify({ "/index.html": csp, "/__spa-fallback.html": csp }));
}

// The fake `npm run build -w apps/web`: waits for control/delay ms, fails when control/fail exists, else writes
// "build N" into WEB_BUILD_DIR with the environment it was given.
const fakeBuild = join(dir, "fake-build.mjs");
writeFileSync(
  fakeBuild,
  `import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
const control = process.env.FAKE_CONTROL;
const read = (name, fallback) => (existsSync(join(control, name)) ? readFileSync(join(control, name), "utf8") : fallback);
const count = Number(read("count", "0")) + 1;
writeFileSync(join(control, "count"), String(count));
await new Promise((resolve) => setTimeout(resolve, Number(read("delay", "0"))));
console.log("fake build " + count + " into " + process.env.WEB_BUILD_DIR);
if (existsSync(join(control, "fail"))) {
  console.error("fake build: the CMS did not answer (told to fail)");
  process.exit(1);
}
const out = process.env.WEB_BUILD_DIR;
mkdirSync(join(out, "client/data"), { recursive: true });
const marker = "build " + count;
writeFileSync(join(out, "client/index.html"), "<!DOCTYPE html><title>" + marker + "</title><p>" + marker + "</p>");
writeFileSync(join(out, "client/__spa-fallback.html"), "<!DOCTYPE html><title>shell</title>");
writeFileSync(join(out, "client/data/index.json"), JSON.stringify({ marker, source: process.env.BOARDS_SOURCE, cms: process.env.CMS_BUILD_URL }));
writeFileSync(join(out, "csp.json"), JSON.stringify({ "/index.html": "default-src 'self'", "/__spa-fallback.html": "default-src 'self'" }));
`,
);

/** @type {import("./serve-web.mjs").WebServer} */
let web;
let site = "";
/** @type {ReturnType<typeof createRebuildService>} */
let service;
let hook = "";
/** @type {string[]} */
const logs = [];

/**
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
const post = (body, headers = { Authorization: `Bearer ${secret}` }) =>
  fetch(hook, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
const published = { event: "entry.publish", model: "edition", uid: "api::edition.edition", entry: { id: 1 } };
/** @param {Record<string, string>} [headers] */
const buildStatus = async (headers = { Authorization: `Bearer ${secret}` }) => {
  const res = await fetch(hook.replace("/rebuild", "/status"), { headers, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.json() };
};
const home = async () => (await fetch(`${site}/`)).text();
/**
 * @param {string} name
 * @param {string | number} [value]
 */
const setControl = (name, value) =>
  value === undefined ? rmSync(join(control, name), { force: true }) : writeFileSync(join(control, name), String(value));

/** GETs / from 4 clients without pause until stopped; every answer must be a 200 with a whole page. */
function hammer() {
  let running = true;
  /** @type {{ ok: number, errors: string[], markers: Set<string> }} */
  const stats = { ok: 0, errors: [], markers: new Set() };
  const client = async () => {
    while (running) {
      try {
        const res = await fetch(`${site}/`);
        const text = await res.text();
        const marker = /<p>(.*)<\/p>/.exec(text)?.[1];
        if (res.status !== 200 || !marker) stats.errors.push(`${res.status} ${text.slice(0, 80)}`);
        else {
          stats.ok += 1;
          stats.markers.add(marker);
        }
      } catch (error) {
        stats.errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const clients = Promise.all([client(), client(), client(), client()]);
  return async () => {
    running = false;
    await clients;
    return stats;
  };
}

// The CMS's public API as the service asks it whether a board has a published edition: two for "live-board", none
// for "empty-board", a 500 for "broken-board"; every question is kept.
/** @type {string[]} */
const cmsQuestions = [];
const fakeCms = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://cms");
  const slug = url.searchParams.get("filters[board][slug][$eq]") ?? "";
  cmsQuestions.push(`${url.pathname} ${slug}`);
  if (url.pathname !== "/api/editions" || slug === "broken-board") return res.writeHead(500).end();
  const total = slug === "live-board" ? 2 : 0;
  res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: [], meta: { pagination: { total } } }));
});
let cms = "";

before(async () => {
  await new Promise((resolve) => fakeCms.listen(0, "127.0.0.1", () => resolve(undefined)));
  cms = `http://127.0.0.1:${listeningPort(fakeCms)}`;
  mkdirSync(control, { recursive: true });
  writeBuild(join(dir, "initial"), "initial site");
  web = createWebServer({ buildDir: join(dir, "initial") });
  await new Promise((resolve) => web.listen(0, "127.0.0.1", () => resolve(undefined)));
  site = `http://127.0.0.1:${listeningPort(web)}`;
  service = createRebuildService({
    secret,
    switchTo: (target) => web.switchBuild(target),
    currentDir: () => web.buildDir,
    command: `"${process.execPath}" "${fakeBuild}"`,
    buildsDir,
    debounceMs: 300,
    env: { ...process.env, FAKE_CONTROL: control, CMS_BUILD_URL: cms },
    log: (line) => logs.push(line),
  });
  await new Promise((resolve) => service.server.listen(0, "127.0.0.1", () => resolve(undefined)));
  hook = `http://127.0.0.1:${listeningPort(service.server)}/rebuild`;
});

after(() => {
  service?.close();
  web?.close();
  fakeCms.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("scripts/server/rebuild-service.mjs", () => {
  test("refuses a missing or wrong secret (401), other paths (404), methods (405) and bodies over 64 KB (413), and rebuilds nothing", async () => {
    assert.equal((await post(published, {})).status, 401);
    assert.equal((await post(published, { Authorization: "Bearer wrong" })).status, 401);
    assert.equal((await post(published, { Authorization: `Bearer ${secret}x` })).status, 401);
    assert.equal((await fetch(hook.replace("/rebuild", "/other"), { method: "POST" })).status, 404);
    const get = await fetch(hook);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    const huge = await post({ ...published, padding: "x".repeat(70 * 1024) });
    assert.equal(huge.status, 413);
    const streamed = await new Promise((resolve, reject) => {
      const headers = { Authorization: `Bearer ${secret}`, "Transfer-Encoding": "chunked" };
      const req = request(hook, { method: "POST", headers }, (res) => resolve(res.resume().statusCode));
      req.on("error", reject);
      req.end("x".repeat(70 * 1024));
    });
    assert.equal(streamed, 413, "a body without Content-Length is cut at 64 KB too");
    await sleep(500);
    assert.equal(service.builds, 0);
  });

  test("a hostile or malformed body gets 400 naming the problem, and the service keeps answering", async () => {
    // {"uid":{"toString":1}} once threw in the request handler (String() on it) and stopped all of `npm start`.
    for (const body of [{ uid: { toString: 1 } }, { model: { toString: 1, valueOf: 1 } }, { uid: 5 }, [], "text", null, 5]) {
      const res = await post(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match((await res.json()).error, /^the body is not a webhook: /, JSON.stringify(body));
    }
    const after = await post({ event: "entry.update", model: "scienceqa", uid: "api::scienceqa.scienceqa" });
    assert.equal(after.status, 202);
    assert.equal(service.builds, 0);
  });

  test("a webhook about other content is accepted (202) and says it rebuilds nothing", async () => {
    const res = await post({ event: "entry.update", model: "scienceqa", uid: "api::scienceqa.scienceqa" });
    assert.equal(res.status, 202);
    const body = await res.json();
    assert.equal(body.rebuild, false);
    assert.match(body.reason, /api::scienceqa\.scienceqa is not board content/);
    await sleep(500);
    assert.equal(service.builds, 0);
  });

  test("a draft save of board content (create, update, delete of a draft) rebuilds nothing; a published version's delete does", async () => {
    const draft = { model: "edition", uid: "api::edition.edition", entry: { id: 2, publishedAt: null } };
    for (const event of ["entry.create", "entry.update", "entry.delete"]) {
      const res = await post({ ...draft, event });
      assert.equal(res.status, 202);
      const body = await res.json();
      assert.equal(body.rebuild, false, event);
      assert.match(body.reason, /a draft change; the public site is rebuilt on publish/);
    }
    await sleep(500);
    assert.equal(service.builds, 0);
    assert.equal(changesPublicSite({ event: "entry.delete", entry: { publishedAt: "2026-01-01T00:00:00.000Z" } }), true);
    assert.equal(changesPublicSite({ event: "entry.unpublish", entry: { publishedAt: null } }), true);
    assert.equal(changesPublicSite({ event: "entry.update", entry: { publishedAt: "2026-01-01T00:00:00.000Z" } }), false);
  });

  test("three posts within 200 ms make one build, which the site then serves, with the CMS settings", async () => {
    for (const event of ["entry.unpublish", "entry.publish", "entry.publish"]) {
      const res = await post({ ...published, event });
      assert.equal(res.status, 202);
      assert.equal((await res.json()).rebuild, true);
      await sleep(60);
    }
    await service.idle();
    assert.equal(service.builds, 1);
    assert.equal(await home(), "<!DOCTYPE html><title>build 1</title><p>build 1</p>");
    assert.deepEqual(await (await fetch(`${site}/data/index.json`)).json(), {
      marker: "build 1",
      source: "cms",
      cms,
    });
    assert.ok(web.buildDir.startsWith(buildsDir));
    assert.ok(logs.some((line) => /build 1 started \(trigger: entry\.unpublish api::edition\.edition, entry\.publish/.test(line)));
    assert.ok(logs.some((line) => /build 1 done in \d+\.\d s: serving/.test(line)));
    // What the admin shows editors: live since the switch, with the pages whose text changed.
    const { body } = await buildStatus();
    assert.equal(body.state, "live");
    assert.deepEqual(body.live.changedPages, ["/"]);
    assert.ok(Date.now() - Date.parse(body.live.since) < 10_000, body.live.since);
  });

  test("posts during a build make exactly one more build after it", async () => {
    setControl("delay", 800);
    await post(published);
    while (service.builds < 2) await sleep(50);
    await post({ ...published, model: "change-record", uid: "api::change-record.change-record" });
    await sleep(100);
    await post({ ...published, model: "board", uid: "api::board.board" });
    await service.idle();
    assert.equal(service.builds, 3);
    assert.match(await home(), /build 3/);
    setControl("delay");
  });

  test("a failed build keeps the old site serving (0 errors under load) and logs the build's last lines", async () => {
    setControl("fail", 1);
    setControl("delay", 400);
    const stop = hammer();
    await post(published);
    await service.idle();
    const stats = await stop();
    assert.equal(service.builds, 4);
    assert.deepEqual(stats.errors, []);
    assert.ok(stats.ok > 20, `${stats.ok} answers`);
    assert.deepEqual([...stats.markers], ["build 3"]);
    const failure = logs.find((line) => line.startsWith("build 4 FAILED"));
    assert.match(failure ?? "", /exited with code 1; still serving the previous site/);
    assert.match(failure ?? "", /the CMS did not answer \(told to fail\)/);
    const { body } = await buildStatus();
    assert.equal(body.state, "failed");
    assert.match(body.failed.reason, /^The site was not updated: the site's build stopped with an error \(code 1\).*It still shows the last good version/);
    assert.ok(body.live.since, "the live version is still named");
    setControl("fail");
    setControl("delay");
  });

  test("a successful build switches the site under load with 0 errors; only the served and the previous build are kept", async () => {
    const previous = web.buildDir;
    // Another service's folder inside this one's (an editor journey's builds) is not this service's to delete.
    const another = join(buildsDir, "journey-another");
    mkdirSync(another, { recursive: true });
    const stop = hammer();
    await post(published);
    await service.idle();
    await sleep(100);
    const stats = await stop();
    assert.deepEqual(stats.errors, []);
    assert.ok(stats.markers.has("build 5"), [...stats.markers].join(", "));
    assert.match(await home(), /build 5/);
    const kept = readdirSync(buildsDir).map((name) => join(buildsDir, name)).sort();
    assert.deepEqual(kept, [previous, web.buildDir, another].sort());
    rmSync(another, { recursive: true });
    assert.ok(existsSync(join(dir, "initial/csp.json")), "the folder served at start is never deleted");
  });

  test("the build status answers only with the webhook's secret, and says building while a build is due", async () => {
    assert.equal((await buildStatus({})).status, 401);
    assert.equal((await buildStatus({ Authorization: "Bearer wrong" })).status, 401);
    setControl("delay", 400);
    await post(published);
    assert.equal((await buildStatus()).body.state, "building");
    await service.idle();
    assert.equal((await buildStatus()).body.state, "live");
    setControl("delay");
  });

  test("the static server refuses to switch to a folder that is no build, and keeps serving", async () => {
    const before = web.buildDir;
    await assert.rejects(web.switchBuild(join(dir, "nothing")), /csp\.json is missing/);
    assert.equal(web.buildDir, before);
  });
  test("a board published before its first edition rebuilds nothing (no page changes); with an edition, or when the CMS cannot say, it rebuilds", async () => {
    /** A board's webhook body. @param {string} slug @param {string} [event] */
    const board = (slug, event = "entry.publish") => ({ event, model: "board", uid: "api::board.board", entry: { id: 7, slug, publishedAt: "2026-01-01T00:00:00.000Z" } });
    const before = service.builds;
    const res = await post(board("empty-board"));
    assert.equal(res.status, 202);
    await sleep(700);
    await service.idle();
    assert.equal(service.builds, before, "no build for a board with no published edition");
    assert.ok(cmsQuestions.includes("/api/editions empty-board"));
    assert.ok(logs.some((line) => /not rebuilt for entry\.publish api::board\.board empty-board: the board has no published edition/.test(line)));
    // Its unpublish or delete, a board with editions, and a CMS that answers 500: a rebuild each time.
    for (const { body, what } of [
      { body: board("live-board"), what: "a board with a published edition" },
      { body: board("broken-board"), what: "a CMS that answers 500" },
      { body: board("empty-board", "entry.unpublish"), what: "an unpublish" },
    ]) {
      const builds = service.builds;
      assert.equal((await post(body)).status, 202);
      await sleep(700);
      await service.idle();
      assert.equal(service.builds, builds + 1, what);
    }
  });
});

describe("rebuild-service helpers", () => {
  test("changedPages lists the new pages first, then those whose visible text differs, not those whose scripts alone changed", () => {
    const before = join(dir, "pages-before");
    const after = join(dir, "pages-after");
    /** @param {string} root @param {string} file @param {string} html */
    const page = (root, file, html) => {
      mkdirSync(join(root, "client", file, ".."), { recursive: true });
      writeFileSync(join(root, "client", file), html);
    };
    page(before, "index.html", '<title>Home</title><script src="/assets/a-111.js"></script><p>49.7</p>');
    page(after, "index.html", '<title>Home</title><script src="/assets/a-222.js"></script><p>49.7</p>');
    page(before, "agi/babyvision/index.html", "<p>49.7</p>");
    page(after, "agi/babyvision/index.html", "<p>50.1</p>");
    page(after, "zh/agi/babyvision/index.html", "<p>50.1</p>");
    page(after, "__spa-fallback.html", "<p>shell</p>");
    assert.deepEqual(changedPages(before, after), ["/zh/agi/babyvision", "/agi/babyvision"]);
  });

  test("editorReason quotes the build's message about the content and says what to do", () => {
    const output = ["> build", 'Error: boards: "desk" has the route /agi/Desk; a agi board needs /agi/<id> (not /agi/scienceqa or /agi/aisearch)', "    at check (board-files.ts:90)"];
    assert.equal(
      editorReason("the build exited with code 1", output),
      'The site was not updated: the published content could not be built: boards: "desk" has the route /agi/Desk; a agi board needs /agi/<id> (not /agi/scienceqa or /agi/aisearch). It still shows the last good version. Correct it in the CMS and publish again, or ask a developer if the reason is not about the content.',
    );
    assert.match(editorReason("client/index.html is missing", []), /^The site was not updated: client\/index\.html is missing\./);
  });

  test("checkBuild names the first missing or unreadable file", () => {
    const target = join(dir, "check");
    writeBuild(target, "x");
    assert.equal(checkBuild(target), undefined);
    writeFileSync(join(target, "client/data/index.json"), "{");
    assert.match(checkBuild(target) ?? "", /client\/data\/index\.json is not readable JSON/);
    rmSync(join(target, "client/__spa-fallback.html"));
    assert.equal(checkBuild(target), "client/__spa-fallback.html is missing");
  });

  test("readRebuildSecret prefers the environment, else the CMS's .env file", () => {
    const envFile = join(dir, "cms.env");
    writeFileSync(envFile, "APP_KEYS=a,b\nREBUILD_WEBHOOK_SECRET=from-file\n");
    assert.equal(readRebuildSecret({ REBUILD_WEBHOOK_SECRET: "from-env" }, envFile), "from-env");
    assert.equal(readRebuildSecret({}, envFile), "from-file");
    assert.equal(readRebuildSecret({}, join(dir, "none.env")), undefined);
  });
});
