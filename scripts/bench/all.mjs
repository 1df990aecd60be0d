// @ts-check
// `npm run bench`: every benchmark in sequence (bundle size, static server, CMS API, Lighthouse, soak), then one
// summary of the figures against the budgets of issue 6. Each step is its own process (a crash in one does not stop
// the rest). --strict exits 1 when a budget is missed; without it, only a step that could not run fails the whole.
// --skip=bundle,static,api,lighthouse,soak leaves steps out. Needs the builds (`npm run build`).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { argValue, CMS_DIR, fmt, hasFlag, loadText, machineLine, RESULTS_DIR, ROOT, table } from "./lib.mjs";

const strict = hasFlag("--strict");
const skip = new Set((argValue("skip", "") ?? "").split(",").filter(Boolean));
const node = (script) => [process.execPath, [path.join("scripts/bench", script)]];
const STEPS = [
  { id: "bundle", title: "Initial JS per route", cmd: node("bundle-size.mjs"), json: path.join(RESULTS_DIR, "bundle-size.json") },
  { id: "static", title: "Static server", cmd: node("static-load.mjs"), json: path.join(RESULTS_DIR, "static-load.json") },
  { id: "api", title: "CMS API", cmd: ["npm", ["run", "--silent", "bench:api", "--prefix", "apps/cms"]], json: path.join(CMS_DIR, "bench-results/api.json") },
  { id: "lighthouse", title: "Lighthouse", cmd: node("lighthouse.mjs"), json: path.join(RESULTS_DIR, "lighthouse.json") },
  { id: "soak", title: "Soak", cmd: node("soak.mjs"), json: path.join(RESULTS_DIR, "soak.json") },
];

const run = ([command, args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

const readJson = (file, since) => {
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, "utf8"));
  return Date.parse(data.at) >= since ? data : null; // never summarize an older run's figures
};

/** One summary line per step: [figure, budget verdict]. */
const summarize = {
  bundle: (d) => {
    const worst = d.routes.filter((r) => !r.missingHtml).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const over = worst.filter((r) => !r.withinBudget);
    return [
      `max ${fmt(worst[0].gzipBytes / 1024, 1)} KB (${worst[0].route}), min ${fmt(worst.at(-1).gzipBytes / 1024, 1)} KB gzip`,
      d.pass ? `ok (<= ${d.budgetKb} KB)` : `MISS: ${over.length} route(s) > ${d.budgetKb} KB, or another check failed`,
    ];
  },
  static: (d) => [
    `${fmt(d.reqPerSec)} req/s, p50 ${d.p50} ms, p99 ${d.p99} ms, ${d.errors} errors`,
    d.pass ? "ok (>= 5,000 req/s)" : "MISS (< 5,000 req/s or errors)",
  ],
  api: (d) => {
    const on = d.results.find((r) => r.cache === "on");
    const off = d.results.find((r) => r.cache === "off");
    const ok = d.ratio >= 20 && on.p99 < 50;
    return [
      `uncached ${fmt(off.reqPerSec)} req/s (${off.errors} errors), cached ${fmt(on.reqPerSec)} req/s (x${fmt(d.ratio, 1)}, ${on.errors} errors), cached p99 ${on.p99} ms`,
      ok ? "ok (>= 20x, p99 < 50 ms)" : "MISS (needs >= 20x and p99 < 50 ms)",
    ];
  },
  lighthouse: (d) => {
    const missed = d.routes.filter((r) => r.misses.length);
    const perf = d.routes.map((r) => r.median.performance);
    return [
      `perf ${Math.min(...perf)}-${Math.max(...perf)}; ${d.routes.length - missed.length}/${d.routes.length} routes within budget`,
      d.pass ? "ok" : `MISS: ${missed.map((r) => `${r.route} (${r.misses.join(",")})`).join("; ")}`,
    ];
  },
  soak: (d) => [
    d.results
      .map((r) => `${r.name.split(" ")[0]} ${fmt(r.reqPerSec)} req/s, ${r.errors} err, ${r.non2xx} non-2xx, RSS ${r.rssStartMb}->${r.rssEndMb} MB`)
      .join("; "),
    d.pass ? "ok" : "MISS",
  ],
};

const rows = [];
let broken = false;
let missed = false;
for (const step of STEPS) {
  if (skip.has(step.id)) {
    rows.push([step.title, "skipped", "-", "-"]);
    continue;
  }
  console.log(`\n=== ${step.title} (${step.id}) — load average ${loadText()} ===\n`);
  const since = Date.now();
  const code = await run(step.cmd);
  const seconds = Math.round((Date.now() - since) / 1000);
  const data = readJson(step.json, since);
  if (!data) {
    broken = true;
    rows.push([step.title, `did not complete (exit ${code})`, "FAILED", `${seconds} s`]);
    continue;
  }
  const [figure, verdict] = summarize[step.id](data);
  if (!verdict.startsWith("ok")) missed = true;
  if (code !== 0) broken = true;
  rows.push([step.title, figure, code === 0 ? verdict : `${verdict} (exit ${code})`, `${seconds} s`]);
}

console.log(`\n=== Summary (${new Date().toISOString()}; ${machineLine()}) ===\n`);
console.log(table([["bench", "l"], ["figures", "l"], ["budget", "l"], ["time", "r"]], rows));
console.log("\nDetails: bench-results/*.json, apps/cms/bench-results/api.json, bench-results/lighthouse/<route>.json");
if (broken) process.exit(1);
if (missed && strict) process.exit(1);
