// @ts-check
// `npm run bench:static`: throughput of the static server of `npm start` (scripts/server/serve-web.mjs, createWebServer,
// in a child process on a spare loopback port) for `/`: autocannon, 50 connections, 10 s, after a 2 s warm-up; three
// such windows back to back (the machine is shared: the median of 3 is the figure, each window is printed).
// Requests carry a browser's Accept-Encoding (br, gzip), so what is measured is what a visitor gets.
// Budget: >= 5,000 req/s with no errors. Writes bench-results/static-load.json. --strict exits 1 on a miss.
// BENCH_DURATION / BENCH_CONNECTIONS / BENCH_RUNS override 10 / 50 / 3.
import http from "node:http";

import {
  fmt,
  freePort,
  hasFlag,
  load1,
  machineLine,
  requireDev,
  rssMb,
  runAutocannon,
  startWebServer,
  table,
  writeResult,
} from "./lib.mjs";

const autocannon = requireDev("autocannon", "^8");
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = 5000;
const headers = { "accept-encoding": "br, gzip", accept: "text/html" };

/**
 * One GET without decoding, to report the status, encoding and bytes on the wire.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number | undefined, encoding: string, bytes: number }>}
 */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode, encoding: res.headers["content-encoding"] ?? "identity", bytes }));
      })
      .on("error", reject);
  });

const web = await startWebServer(await freePort());
/** @typedef {{ reqPerSec: number, p50: number, p99: number, maxMs: number, bytesPerSec: number, total: number, errors: number, non2xx: number, load: number }} Window */
/** @type {Window[]} */
const windows = [];
/** @type {Awaited<ReturnType<typeof rawGet>> | undefined} */
let probe;
/** @type {number | undefined} */
let rssEnd;
const loadBefore = load1();
const rssStart = rssMb(web.pid);
try {
  probe = await rawGet(`${web.base}/`, headers);
  await runAutocannon(autocannon, { url: `${web.base}/`, connections: CONNECTIONS, duration: 2, headers });
  for (let i = 0; i < RUNS; i++) {
    const loadAtStart = load1();
    const r = await runAutocannon(autocannon, { url: `${web.base}/`, connections: CONNECTIONS, duration: DURATION, headers });
    windows.push({
      reqPerSec: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      maxMs: r.latency.max,
      bytesPerSec: r.throughput.average,
      total: r.requests.total,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      load: loadAtStart,
    });
  }
} finally {
  rssEnd = rssMb(web.pid);
  await web.stop();
}

// The window with the median req/s is the figure; errors and non-2xx count over all windows.
const result = [...windows].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((windows.length - 1) / 2)];
if (!result || !probe) throw new Error(`static-load: no window was measured (BENCH_RUNS=${RUNS})`);
const errors = windows.reduce((sum, w) => sum + w.errors, 0);
const non2xx = windows.reduce((sum, w) => sum + w.non2xx, 0);
const pass = result.reqPerSec >= BUDGET && errors === 0 && non2xx === 0;
console.log(`Static server, GET / (${probe.status}, ${probe.encoding}, ${fmt(probe.bytes)} bytes on the wire)`);
console.log(`autocannon ${CONNECTIONS} connections, ${RUNS} x ${DURATION} s after 2 s warm-up, loopback; ${machineLine()}\n`);
const row = (/** @type {string} */ label, /** @type {Window} */ w) => [label, fmt(w.reqPerSec), fmt(w.p50), fmt(w.p99), fmt(w.maxMs), fmt(w.bytesPerSec / 1e6, 1), w.errors, w.non2xx, fmt(w.load, 2)];
console.log(
  table(
    [["window", "l"], ["req/s", "r"], ["p50 ms", "r"], ["p99 ms", "r"], ["max ms", "r"], ["MB/s", "r"], ["errors", "r"], ["non-2xx", "r"], ["load", "r"]],
    [...windows.map((w, i) => row(`${i + 1}`, w)), row("median", { ...result, errors, non2xx })],
  ),
);
console.log(
  `\nmedian ${fmt(result.reqPerSec)} req/s, p99 ${result.p99} ms; server RSS ${rssStart} -> ${rssEnd} MB; load ${loadBefore} -> ${load1()}; ` +
    (pass ? `ok (>= ${fmt(BUDGET)} req/s)` : `MISS (< ${fmt(BUDGET)} req/s or errors)`),
);
const file = writeResult("static-load.json", {
  at: new Date().toISOString(),
  path: "/",
  connections: CONNECTIONS,
  durationS: DURATION,
  acceptEncoding: headers["accept-encoding"],
  response: probe,
  reqPerSec: result.reqPerSec,
  p50: result.p50,
  p99: result.p99,
  maxMs: result.maxMs,
  bytesPerSec: result.bytesPerSec,
  errors,
  non2xx,
  windows,
  rssMb: { start: rssStart, end: rssEnd },
  loadBefore,
  loadAfter: load1(),
  budgetReqPerSec: BUDGET,
  pass,
});
console.log(`\n${pass ? "PASS" : "MISS"}; wrote ${file}`);
if (!pass && hasFlag("--strict")) process.exit(1);
