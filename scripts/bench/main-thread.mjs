// @ts-check
// `npm run bench:main-thread -- --routes=/,/news --runs=5 [--url=http://127.0.0.1:4173] [--vs=http://127.0.0.1:4182]`:
// what a page load costs the main thread in a browser that no DevTools client is attached to, as a visitor's is.
// Lighthouse, Playwright and `npm run bench:long-tasks` all drive Chromium over the DevTools protocol, and an
// attached inspector changes V8's work: in Playwright's traces a module's evaluation took 25-32 ms more (V8
// re-parsing whole chunks to collect source positions for the inspector's stack traces), and the main thread's
// compile time read 85-185 ms where a plain browser spends 50-120 (decision 0015, fifth session). This starts
// Chromium itself with startup tracing (`--trace-startup`, no protocol), loads the page once per run, and reports
// from the trace (scripts/bench/main-thread-figures.mjs): the first contentful paint, the main thread's task time in
// the five seconds after it, what tasks lasted beyond 12.5 ms (Lighthouse's 50 ms long-task line at its 4x CPU
// slowdown), the longest task, and the main thread's compile and module-evaluation time. Medians and worst of
// --runs loads; with --vs, the loads of the two sites alternate (an A/B of two builds served side by side).
// Unthrottled: it compares builds on this machine, it does not predict Lighthouse's simulated TBT. Diagnostic only.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { z } from "zod";

import { argValue, machineLine, median, sleep, table } from "./lib.mjs";
import { mainThreadFigures } from "./main-thread-figures.mjs";

const runs = Number(argValue("runs", "5"));
const routes = argValue("routes", "/").split(",");
const sites = [argValue("url", "http://127.0.0.1:4173"), argValue("vs", undefined)]
  .filter((site) => site !== undefined)
  .map((site) => site.replace(/\/$/, ""));
const chrome = argValue("chrome", process.env.CHROME_PATH ?? "/usr/bin/chromium");
const CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,v8,disabled-by-default-v8.compile,loading";
const TRACE_SECONDS = 7;
// Chromium's trace file: the events the figures read (anything else in an event is kept as it is).
const traceFileSchema = z.object({
  traceEvents: z.array(
    z.looseObject({
      name: z.string(),
      ph: z.string().optional(),
      ts: z.number(),
      dur: z.number().optional(),
      pid: z.number(),
      tid: z.number(),
      args: z.unknown(),
    }),
  ),
});

// Chromium writes the trace when --trace-startup-duration is over but keeps running: read the file once it parses,
// then stop the browser (at most TRACE_SECONDS + 20 s per load).
/** @param {string} url */
async function loadOnce(url) {
  const dir = mkdtempSync(path.join(tmpdir(), "main-thread-"));
  const traceFile = path.join(dir, "trace.json");
  const browser = spawn(
    chrome,
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", `--user-data-dir=${path.join(dir, "profile")}`,
      `--trace-startup=${CATEGORIES}`, "--trace-startup-format=json", `--trace-startup-file=${traceFile}`,
      `--trace-startup-duration=${TRACE_SECONDS}`, "--window-size=412,823", url],
    { stdio: "ignore" },
  );
  try {
    for (let waited = 0; waited < (TRACE_SECONDS + 20) * 1000; waited += 250) {
      await sleep(250);
      if (!existsSync(traceFile)) continue;
      try {
        return mainThreadFigures(traceFileSchema.parse(JSON.parse(readFileSync(traceFile, "utf8"))).traceEvents, url);
      } catch {
        // still being written
      }
    }
    return null;
  } finally {
    browser.kill("SIGKILL");
    await sleep(200);
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${machineLine()}; ${runs} loads per route and site, unthrottled, no DevTools protocol`);
/** @typedef {NonNullable<ReturnType<typeof mainThreadFigures>>} Figures */
/** @type {Array<[keyof Figures, string]>} */
const COLUMNS = [
  ["firstPaintMs", "first paint"],
  ["afterPaintMs", "main thread after it"],
  ["beyondLongMs", "beyond 12.5 ms"],
  ["longestMs", "longest task"],
  ["compileMs", "compile"],
  ["moduleEvaluationMs", "module evaluation"],
];
for (const route of routes) {
  /** @type {Map<string, Figures[]>} */
  const loads = new Map(sites.map((site) => [site, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const site of sites) {
      const figures = await loadOnce(`${site}${route}`);
      if (figures) loads.get(site)?.push(figures);
    }
  }
  const rows = sites.map((site) => {
    const got = loads.get(site) ?? [];
    if (!got.length) return [site, "no trace", ...COLUMNS.slice(1).map(() => "-")];
    const cell = (/** @type {keyof Figures} */ key) => `${median(got.map((f) => f[key])).toFixed(0)} (${Math.max(...got.map((f) => f[key])).toFixed(0)})`;
    return [`${site} (${got.length} loads)`, ...COLUMNS.map(([key]) => cell(key))];
  });
  console.log(`\n${route}: medians (worst), ms`);
  /** @type {Array<[string, string]>} */
  const columns = [["site", "l"], ...COLUMNS.map(/** @returns {[string, string]} */ ([, label]) => [label, "r"])];
  console.log(table(columns, rows));
}
console.log(`\n${machineLine()}`);
