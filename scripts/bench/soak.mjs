// @ts-check
// `npm run bench:soak`: site and CMS together under load on loopback, as `npm start` runs them: the static server
// (scripts/server/serve-web.mjs) and the built CMS (apps/cms/scripts/start.mjs, API only: CMS_SERVE_ADMIN=false, its own
// SQLite file apps/cms/.tmp/bench.db, fresh secrets in the environment), each on a spare port.
// Load: 100 connections for 60 s, half on the site (`/` and `/agi/aisearch` in turn, browser Accept-Encoding), half
// on the CMS ranking call, after a 10 s warm-up at the same load. Prints both processes' RSS (VmRSS) after warm-up,
// every 10 s and at the end, error and non-2xx counts. Pass: no errors, no non-2xx, end RSS <= 1.5x the RSS after
// warm-up for both. Stops by itself. --strict exits 1 on a miss. Writes bench-results/soak.json.
// SOAK_DURATION / SOAK_CONNECTIONS / SOAK_WARMUP override 60 / 100 / 10.
import {
  fmt,
  freePort,
  hasFlag,
  load1,
  loadText,
  machineLine,
  RANKING_PATH,
  requireDev,
  rssMb,
  runAutocannon,
  startCms,
  startWebServer,
  table,
  writeResult,
} from "./lib.mjs";

const autocannon = requireDev("autocannon", "^8");
const DURATION = Number(process.env.SOAK_DURATION ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const WARMUP = Number(process.env.SOAK_WARMUP ?? 10);
const RSS_FACTOR = 1.5;
const siteConnections = Math.ceil(CONNECTIONS / 2);
const cmsConnections = CONNECTIONS - siteConnections;
const browserHeaders = { "accept-encoding": "br, gzip" };

const [webPort, cmsPort] = [await freePort(), await freePort()];
console.log(`soak: starting the site and the CMS (ports ${webPort}, ${cmsPort}) ...`);
const web = await startWebServer(webPort);
/** @type {Awaited<ReturnType<typeof startCms>>} */
let cms;
try {
  cms = await startCms(cmsPort, { databaseFilename: ".tmp/bench.db" });
} catch (error) {
  await web.stop();
  throw error;
}

/** @param {number} duration */
const loads = (duration) => [
  runAutocannon(autocannon, {
    url: web.base,
    connections: siteConnections,
    duration,
    headers: browserHeaders,
    requests: [{ method: "GET", path: "/" }, { method: "GET", path: "/agi/aisearch" }],
  }),
  runAutocannon(autocannon, { url: `${cms.base}${RANKING_PATH}`, connections: cmsConnections, duration }),
];

/** @typedef {{ t: number, siteMb: number, cmsMb: number, load1: number }} Sample */
/** @type {Sample[]} */
const samples = [];
const sample = (/** @type {number} */ t) => samples.push({ t, siteMb: rssMb(web.pid), cmsMb: rssMb(cms.pid), load1: load1() });
/** @type {import("autocannon").Result | undefined} */
let site;
/** @type {import("autocannon").Result | undefined} */
let api;
let rssIdle = { siteMb: NaN, cmsMb: NaN };
let loadBefore = "";
try {
  /** @type {Array<[string, string]>} */
  const pages = [["site /", `${web.base}/`], ["site /agi/aisearch", `${web.base}/agi/aisearch`], ["CMS ranking", `${cms.base}${RANKING_PATH}`]];
  for (const [name, url] of pages) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name} answered ${res.status} before the soak`);
  }
  rssIdle = { siteMb: rssMb(web.pid), cmsMb: rssMb(cms.pid) };
  console.log(`soak: CMS started in ${fmt(cms.startupMs)} ms; warm-up ${WARMUP} s at ${CONNECTIONS} connections ...`);
  await Promise.all(loads(WARMUP));
  loadBefore = loadText();
  sample(0);
  console.log(`soak: ${DURATION} s at ${CONNECTIONS} connections (${siteConnections} site, ${cmsConnections} CMS); load ${loadBefore}`);
  const started = Date.now();
  const timer = setInterval(() => sample(Math.round((Date.now() - started) / 1000)), 10_000);
  try {
    [site, api] = await Promise.all(loads(DURATION));
  } finally {
    clearInterval(timer);
  }
  sample(Math.round((Date.now() - started) / 1000));
} finally {
  await Promise.all([web.stop(), cms.stop()]);
}

const start = samples[0];
const end = samples.at(-1);
if (!start || !end || !site || !api) throw new Error("soak: the runs did not complete");
/** @type {Array<[string, import("autocannon").Result, "siteMb" | "cmsMb"]>} */
const measured = [
  ["site (/, /agi/aisearch)", site, "siteMb"],
  ["CMS ranking call", api, "cmsMb"],
];
const rows = measured.map(([name, r, key]) => {
  const errors = r.errors + r.timeouts;
  const rssOk = end[key] <= start[key] * RSS_FACTOR;
  return {
    name,
    reqPerSec: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
    non2xx: r.non2xx,
    rssIdleMb: rssIdle[key],
    rssStartMb: start[key],
    rssEndMb: end[key],
    rssMaxMb: Math.max(...samples.map((s) => s[key])),
    rssOk,
    pass: errors === 0 && r.non2xx === 0 && rssOk,
  };
});
const pass = rows.every((r) => r.pass);

console.log(`\nSoak: ${DURATION} s, ${CONNECTIONS} connections on loopback, after ${WARMUP} s warm-up; ${machineLine()}\n`);
console.log(
  table(
    [["target", "l"], ["req/s", "r"], ["requests", "r"], ["p50 ms", "r"], ["p99 ms", "r"], ["errors", "r"], ["non-2xx", "r"], ["RSS idle MB", "r"], ["RSS start -> end MB", "r"], ["max", "r"], ["result", "l"]],
    rows.map((r) => [
      r.name,
      fmt(r.reqPerSec),
      fmt(r.total),
      fmt(r.p50),
      fmt(r.p99),
      r.errors,
      r.non2xx,
      fmt(r.rssIdleMb, 1),
      `${fmt(r.rssStartMb, 1)} -> ${fmt(r.rssEndMb, 1)} (x${fmt(r.rssEndMb / r.rssStartMb, 2)})`,
      fmt(r.rssMaxMb, 1),
      r.pass ? "ok" : "MISS",
    ]),
  ),
);
console.log(`\nRSS over time (s: site MB / CMS MB / load): ${samples.map((s) => `${s.t}: ${s.siteMb}/${s.cmsMb}/${s.load1}`).join(", ")}`);
const file = writeResult("soak.json", {
  at: new Date().toISOString(),
  durationS: DURATION,
  warmupS: WARMUP,
  connections: { site: siteConnections, cms: cmsConnections },
  cmsPath: RANKING_PATH,
  sitePaths: ["/", "/agi/aisearch"],
  rssFactorLimit: RSS_FACTOR,
  loadBefore,
  loadAfter: loadText(),
  results: rows,
  samples,
  pass,
});
console.log(`\n${pass ? "PASS" : "MISS"} (zero errors and non-2xx, end RSS <= ${RSS_FACTOR}x start); wrote ${file}`);
if (!pass && hasFlag("--strict")) process.exit(1);
