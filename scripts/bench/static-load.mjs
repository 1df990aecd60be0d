// `npm run bench:static`: throughput of the static server of `npm start` (scripts/serve-web.mjs, createWebServer,
// in a child process on a spare loopback port) for `/`: autocannon, 50 connections, 10 s, after a 2 s warm-up.
// Requests carry a browser's Accept-Encoding (br, gzip), so what is measured is what a visitor gets.
// Budget: >= 5,000 req/s with no errors. Writes bench-results/static-load.json. --strict exits 1 on a miss.
// BENCH_DURATION / BENCH_CONNECTIONS override 10 / 50.
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
const BUDGET = 5000;
const headers = { "accept-encoding": "br, gzip", accept: "text/html" };

/** One GET without decoding, to report the status, encoding and bytes on the wire. */
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
let result;
let probe;
let rssEnd;
const loadBefore = load1();
const rssStart = rssMb(web.pid);
try {
  probe = await rawGet(`${web.base}/`, headers);
  await runAutocannon(autocannon, { url: `${web.base}/`, connections: CONNECTIONS, duration: 2, headers });
  result = await runAutocannon(autocannon, { url: `${web.base}/`, connections: CONNECTIONS, duration: DURATION, headers });
} finally {
  rssEnd = rssMb(web.pid);
  await web.stop();
}

const errors = result.errors + result.timeouts;
const pass = result.requests.average >= BUDGET && errors === 0 && result.non2xx === 0;
console.log(`Static server, GET / (${probe.status}, ${probe.encoding}, ${fmt(probe.bytes)} bytes on the wire)`);
console.log(`autocannon ${CONNECTIONS} connections, ${DURATION} s after 2 s warm-up, loopback; ${machineLine()}\n`);
console.log(
  table(
    [["req/s", "r"], ["p50 ms", "r"], ["p99 ms", "r"], ["max ms", "r"], ["MB/s", "r"], ["errors", "r"], ["non-2xx", "r"], ["server RSS MB", "r"], ["load", "r"], ["budget", "l"]],
    [[
      fmt(result.requests.average),
      fmt(result.latency.p50),
      fmt(result.latency.p99),
      fmt(result.latency.max),
      fmt(result.throughput.average / 1e6, 1),
      errors,
      result.non2xx,
      `${rssStart} -> ${rssEnd}`,
      `${loadBefore} -> ${load1()}`,
      pass ? `ok (>= ${fmt(BUDGET)})` : `MISS (< ${fmt(BUDGET)} req/s or errors)`,
    ]],
  ),
);
const file = writeResult("static-load.json", {
  at: new Date().toISOString(),
  path: "/",
  connections: CONNECTIONS,
  durationS: DURATION,
  acceptEncoding: headers["accept-encoding"],
  response: probe,
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  maxMs: result.latency.max,
  bytesPerSec: result.throughput.average,
  total: result.requests.total,
  errors,
  non2xx: result.non2xx,
  rssMb: { start: rssStart, end: rssEnd },
  loadBefore,
  loadAfter: load1(),
  budgetReqPerSec: BUDGET,
  pass,
});
console.log(`\n${pass ? "PASS" : "MISS"}; wrote ${file}`);
if (!pass && hasFlag("--strict")) process.exit(1);
