// @ts-check
// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling) on the 12 prerendered
// routes, 3 runs each (round-robin, so a burst of machine load does not land on one route's three runs), in
// Debian's Chromium (/usr/bin/chromium, fresh profile per run). Prints the medians per route with the 1-minute load
// average, marks budget misses and lists the failing audits of the median run of each missed route.
// Budgets (issue 13): performance median >= 97 with the worst run >= 95, FCP/LCP <= 1.6 s, TBT <= 100 ms, CLS 0,
// accessibility, best practices and SEO = 100; total transfer (Lighthouse's total-byte-weight: every request of the
// load, the CMS's answers and the chunks loaded after the first paint included) <= 200 KB in every run. Use --runs=5
// for the figures the README reports.
//
// Target: --url=<origin> (default http://127.0.0.1:4173). When nothing answers there and the default is used, the
// built site is started as `npm start` does (`node scripts/server/start.mjs`, site :4173 + CMS :1337, which the site's
// build calls) and stopped at the end. Loopback only: Chromium's host resolver maps every name but
// 127.0.0.1/localhost to nothing, background networking is off, and every run's request list is checked.
// Options: --runs=N (3; 5 with --floor), --routes=/a,/b (subset), --strict (exit 1 on a miss), --chrome=/path,
// --start=same-origin|about:blank (same-origin).
//
// Where each run starts (--start): Lighthouse loads a blank page in the tab before the page under test. Its default,
// about:blank, leaves that tab's renderer process warm for a page without Cross-Origin-Opener-Policy, but our pages
// send `COOP: same-origin`, so Chromium swaps browsing-context group and starts a new renderer for them: on Chromium
// 150 that start-up is a 45-130 ms task at the navigation's commit (x4 in the simulation), counted in TBT even for a
// one-paragraph page (decision 0015, "2026-11-26"). A real first visit comes from another site and gets a new process
// with or without COOP, so that cost is the browser's, not the page's; to measure the page's own cost as Lighthouse
// measures a page without COOP, each run starts from a document of the same origin (the site's /robots.txt; the
// storage and cache reset that follows still makes the load a cold one). --start=about:blank gives the default.
// --without-scripts: the same runs with every .js request blocked (Lighthouse's blockedUrlPatterns), so no module
// loads and nothing hydrates: the TBT that the page's HTML, CSS and fonts alone give on this machine, the floor under
// any change to the scripts (decision 0015, "2026-11-27"). Its results go to lighthouse-without-scripts.json and
// lighthouse-without-scripts/; its scores are not the site's (blocked requests fail best practices).
// Writes bench-results/lighthouse.json and the median run's full report per route in bench-results/lighthouse/.
//
// --floor (issue 38): the budgets as ratios against the page's own floor, measured in the same run. Each of --runs
// rounds (default 5, the budget's minimum) runs a plain reference document once, then every route twice: as it is
// and with every .js request blocked. Per route: performance and TBT medians and worst of each variant, the
// scripts' share (TBT of the page minus TBT blocked) and the markup's share (TBT blocked minus TBT of the reference),
// each <= 50 ms, performance >= blocked - 2, FCP/LCP <= 1.6 s, CLS 0, a11y/BP/SEO 100. Writes
// bench-results/lighthouse-floor.json and rewrites its section of docs/benchmarks.md (lighthouse-floor.mjs).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { argValue, fmt, hasFlag, load1, machineLine, median, RESULTS_DIR, ROOT, ROUTES, table, writeResult } from "./lib.mjs";
import {
  builtCmsBase,
  CATEGORIES,
  CHROME_FLAGS,
  DEFAULT_BASE,
  ensureSite,
  lighthouseRunner,
  readChromiumVersion,
  reportName,
  SHORT,
} from "./lighthouse-session.mjs";

const FLOOR = hasFlag("--floor");
const RUNS = Number(argValue("runs", FLOOR ? "5" : "3"));
const BASE = (argValue("url", process.env.BENCH_URL ?? DEFAULT_BASE) ?? "").replace(/\/$/, "");
const CHROME = argValue("chrome", process.env.CHROME_PATH ?? "/usr/bin/chromium");
const ROUTE_LIST = argValue("routes", undefined)?.split(",") ?? ROUTES;
const START = argValue("start", "same-origin");
if (START !== "same-origin" && START !== "about:blank") {
  console.error(`lighthouse: --start=${START}: use same-origin or about:blank`);
  process.exit(2);
}
const BLANK_PAGE = START === "same-origin" ? `${BASE}/robots.txt` : "about:blank";
const WITHOUT_SCRIPTS = hasFlag("--without-scripts");
if (WITHOUT_SCRIPTS && FLOOR) {
  console.error("lighthouse: --floor already runs every route with and without its scripts; leave out --without-scripts");
  process.exit(2);
}
const RESULT_NAME = WITHOUT_SCRIPTS ? "lighthouse-without-scripts" : "lighthouse";

// Budgets (issue 13), on every route: performance median >= 97 and the worst run >= 95; FCP and LCP medians
// <= 1.6 s; TBT median <= 100 ms; CLS 0 in every run; accessibility, best practices and SEO medians 100.
const budgetFor = (/** @type {string} */ category) => (category === "performance" ? 97 : 100);
const WORST_PERFORMANCE = 95;
const TIMING_BUDGETS = { fcpMs: 1600, lcpMs: 1600, tbtMs: 100 };
/** @type {Array<keyof typeof TIMING_BUDGETS>} */
const TIMINGS = ["fcpMs", "lcpMs", "tbtMs"];
const KB = 1024;
const TRANSFER_BUDGET_BYTES = 200 * KB;

if (!existsSync(CHROME)) {
  console.error(`lighthouse: no Chromium at ${CHROME} (apt-get install -y chromium, or --chrome=PATH)`);
  process.exit(2);
}
const target = new URL(BASE);
if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) {
  console.error(`lighthouse: ${BASE} is not loopback; this bench only measures a local site`);
  process.exit(2);
}

const CHROMIUM_VERSION = readChromiumVersion(CHROME);
const cmsBase = builtCmsBase();
const site = await ensureSite(BASE, cmsBase);
const runOnce = await lighthouseRunner(CHROME);

if (FLOOR) {
  // The three variants interleaved, the ratios of issue 38 (lighthouse-floor.mjs).
  const { runFloor } = await import("./lighthouse-floor.mjs");
  let pass;
  try {
    pass = await runFloor({ runOnce, base: BASE, routes: ROUTE_LIST, rounds: RUNS, start: START, chromiumVersion: CHROMIUM_VERSION });
  } finally {
    await site.stop();
  }
  process.exit(!pass && hasFlag("--strict") ? 1 : 0);
}

/** @typedef {import("./lighthouse-session.mjs").Lhr} Lhr */
/** @typedef {import("./lighthouse-session.mjs").LighthouseRun["run"]} Run */

/**
 * Audits that cost points in one category of a report, biggest weight first.
 * @param {Lhr} lhr
 * @param {string} category
 */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || category === "performance")
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .flatMap(({ ref, audit }) =>
      audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual"
        ? [{ ref, audit }]
        : [],
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => ({ id: audit.id, title: audit.title, score: audit.score, weight: ref.weight, displayValue: audit.displayValue }));
}

/**
 * Performance opportunities and diagnostics with estimated savings, biggest first.
 * @param {Lhr} lhr
 */
function opportunities(lhr) {
  /** An audit's estimated savings, where its details give them (opportunity tables). */
  const savings = (/** @type {Lhr["audits"][string]} */ a) => {
    const details = a.details;
    return details?.type === "opportunity"
      ? { ms: details.overallSavingsMs, bytes: details.overallSavingsBytes }
      : { ms: undefined, bytes: undefined };
  };
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && ((savings(a).ms ?? 0) > 0 || (savings(a).bytes ?? 0) > 0 || (a.metricSavings && Object.values(a.metricSavings).some((v) => (v ?? 0) > 0))))
    .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue, savingsMs: savings(a).ms, savingsBytes: savings(a).bytes, metricSavings: a.metricSavings }))
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
}

// ---- runs -------------------------------------------------------------------------------------------------------
console.log(`Lighthouse 12, mobile preset, simulated throttling, ${RUNS} runs per route, ${BASE}, each run starting from ${BLANK_PAGE}`);
console.log(`${CHROMIUM_VERSION} (${CHROME}); ${machineLine()}\n`);

/** @typedef {{ error: string, scores: Record<string, number> }} FailedRun */
/** @type {Map<string, { route: string, runs: Array<Run | FailedRun>, lhrs: Lhr[] }>} */
const perRoute = new Map(ROUTE_LIST.map((route) => [route, { route, runs: [], lhrs: [] }]));
const startedAt = Date.now();
/** @type {Lhr | null} */
let firstLhr = null;
try {
  for (let i = 0; i < RUNS; i++) {
    for (const route of ROUTE_LIST) {
      const entry = perRoute.get(route);
      if (!entry) continue;
      try {
        const { lhr, run } = await runOnce({
          url: `${BASE}${route}`,
          route,
          blankPage: BLANK_PAGE,
          blockedUrlPatterns: WITHOUT_SCRIPTS ? ["*.js"] : undefined,
        });
        entry.runs.push(run);
        entry.lhrs.push(lhr);
        firstLhr ??= lhr;
        const s = run.scores;
        console.log(
          `  run ${i + 1}/${RUNS} ${route.padEnd(22)} perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}` +
            `  LCP ${fmt((run.lcpMs ?? NaN) / 1000, 2)} s TBT ${fmt(run.tbtMs)} ms CLS ${fmt(run.cls, 3)}  load ${run.loadBefore}` +
            (run.runtimeError ? `  ERROR ${run.runtimeError}` : ""),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        entry.runs.push({ error: message, scores: {} });
        console.log(`  run ${i + 1}/${RUNS} ${route}: FAILED ${message}`);
      }
    }
  }
} finally {
  await site.stop();
}

// ---- medians, budgets, causes ----------------------------------------------------------------------------------
mkdirSync(path.join(RESULTS_DIR, RESULT_NAME), { recursive: true });
const results = [...perRoute.values()].map((entry) => {
  const ok = entry.runs.flatMap((r) => ("error" in r || r.runtimeError ? [] : [r]));
  /** @type {Record<string, number>} */
  const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(ok.map((r) => r.scores[c] ?? NaN))]));
  const worstPerformance = Math.min(...ok.map((r) => r.scores.performance ?? NaN));
  const timing = (/** @type {keyof typeof TIMING_BUDGETS} */ key) => ({
    median: median(ok.map((r) => r[key] ?? NaN)),
    worst: Math.max(...ok.map((r) => r[key] ?? NaN)),
  });
  const timings = { fcpMs: timing("fcpMs"), lcpMs: timing("lcpMs"), tbtMs: timing("tbtMs") };
  const worstCls = Math.max(...ok.map((r) => r.cls ?? NaN));
  const worstTransferBytes = Math.max(...ok.map((r) => r.transferBytes ?? NaN));
  const misses = [
    ...CATEGORIES.filter((c) => !((med[c] ?? NaN) >= budgetFor(c))),
    ...(worstPerformance >= WORST_PERFORMANCE ? [] : ["worst performance run"]),
    ...TIMINGS.filter((key) => !(timings[key].median <= TIMING_BUDGETS[key])).map((key) => key.replace("Ms", "")),
    ...(worstCls === 0 ? [] : ["cls"]),
    ...(worstTransferBytes <= TRANSFER_BUDGET_BYTES ? [] : ["transfer"]),
  ];
  // The run whose performance score is the median one: its report explains the figures.
  const performanceOf = (/** @type {number} */ i) => ok[i]?.scores.performance ?? NaN;
  const order = ok.map((r, i) => i).sort((a, b) => performanceOf(a) - performanceOf(b));
  const medianIndex = order[Math.floor((order.length - 1) / 2)];
  const okLhrs = entry.lhrs.filter((lhr) => !lhr.runtimeError);
  const medianLhr = medianIndex === undefined ? null : okLhrs[medianIndex];
  let reportFile = null;
  if (medianLhr) {
    reportFile = path.join("bench-results", RESULT_NAME, reportName(entry.route));
    writeFileSync(path.join(ROOT, reportFile), JSON.stringify(medianLhr));
  }
  return {
    route: entry.route,
    validRuns: ok.length,
    median: med,
    worstPerformance,
    lcpMs: timings.lcpMs.median,
    tbtMs: timings.tbtMs.median,
    firstLayoutInTbtMs: median(ok.flatMap((r) => (r.firstLayoutInTbtMs === null ? [] : [r.firstLayoutInTbtMs]))),
    tbtWithoutFirstLayoutMs: median(
      ok.flatMap((r) => (r.firstLayoutInTbtMs === null ? [] : [(r.tbtMs ?? NaN) - r.firstLayoutInTbtMs])),
    ),
    fcpMs: timings.fcpMs.median,
    worst: { lcpMs: timings.lcpMs.worst, tbtMs: timings.tbtMs.worst, fcpMs: timings.fcpMs.worst, cls: worstCls },
    cls: median(ok.map((r) => r.cls ?? NaN)),
    transferBytes: median(ok.map((r) => r.transferBytes ?? NaN)),
    worstTransferBytes,
    loadAvg: median(ok.map((r) => r.loadBefore)),
    benchmarkIndex: median(ok.map((r) => r.benchmarkIndex ?? NaN)),
    /** @type {Record<string, number>} */
    budget: Object.fromEntries(CATEGORIES.map((c) => [c, budgetFor(c)])),
    misses: ok.length === 0 ? ["no valid run"] : misses,
    outsideRequests: [...new Set(ok.flatMap((r) => r.outsideRequests))],
    failing: medianLhr
      ? Object.fromEntries(
          misses
            .filter((c) => CATEGORIES.includes(c))
            .map((c) => [c, c === "performance" ? failingAudits(medianLhr, c).filter((a) => a.weight > 0) : failingAudits(medianLhr, c)]),
        )
      : {},
    opportunities: medianLhr && misses.some((c) => !["accessibility", "best-practices", "seo"].includes(c)) ? opportunities(medianLhr).slice(0, 8) : [],
    report: reportFile,
    runs: entry.runs,
  };
});

const mark = (/** @type {(typeof results)[number]} */ r, /** @type {string} */ c) => {
  const v = r.median[c] ?? NaN;
  return `${fmt(v)}${v >= (r.budget[c] ?? NaN) ? "" : "*"}`;
};
console.log(
  `\nMedians (and worst) of ${RUNS} runs (* = below budget: perf median >= 97 and worst >= 95; FCP, LCP <= 1.6 s; ` +
    `TBT <= 100 ms; CLS 0; a11y/bp/seo = 100; transfer <= ${TRANSFER_BUDGET_BYTES / KB} KB in every run); load = 1-min load average\n`,
);
console.log(
  table(
    [["route", "l"], ["perf", "r"], ["worst", "r"], ["a11y", "r"], ["bp", "r"], ["seo", "r"], ["FCP s", "r"], ["LCP s", "r"], ["(worst)", "r"], ["TBT ms", "r"], ["(worst)", "r"], ["CLS", "r"], ["KB (worst)", "r"], ["load", "r"], ["budget", "l"]],
    results.map((r) => [
      r.route,
      mark(r, "performance"),
      `${fmt(r.worstPerformance)}${r.worstPerformance >= WORST_PERFORMANCE ? "" : "*"}`,
      mark(r, "accessibility"),
      mark(r, "best-practices"),
      mark(r, "seo"),
      `${fmt(r.fcpMs / 1000, 2)}${r.fcpMs <= TIMING_BUDGETS.fcpMs ? "" : "*"}`,
      `${fmt(r.lcpMs / 1000, 2)}${r.lcpMs <= TIMING_BUDGETS.lcpMs ? "" : "*"}`,
      fmt(r.worst.lcpMs / 1000, 2),
      `${fmt(r.tbtMs)}${r.tbtMs <= TIMING_BUDGETS.tbtMs ? "" : "*"}`,
      fmt(r.worst.tbtMs),
      `${fmt(r.worst.cls, 3)}${r.worst.cls === 0 ? "" : "*"}`,
      `${fmt(r.worstTransferBytes / KB)}${r.misses.includes("transfer") ? "*" : ""}`,
      fmt(r.loadAvg, 2),
      r.misses.length ? `MISS ${r.misses.map((c) => SHORT[c] ?? c).join(",")}` : "ok",
    ]),
  ),
);

// Lantern simulates the page's first real layout (the one the first paint waited for) after its first paint and
// counts it as blocking (pre-paint-layout.mjs); shown beside TBT so a reader can tell it from the page's scripts.
console.log(
  "\nThe first layout in TBT (medians; the layout before the observed first paint, which Lantern places after its first paint):\n",
);
console.log(
  table(
    [["route", "l"], ["TBT ms", "r"], ["first layout ms", "r"], ["TBT without it", "r"]],
    results.map((r) => [r.route, fmt(r.tbtMs), fmt(r.firstLayoutInTbtMs), fmt(r.tbtWithoutFirstLayoutMs)]),
  ),
);

const missed = results.filter((r) => r.misses.length);
for (const r of missed) {
  console.log(`\n${r.route}: below budget in ${r.misses.join(", ")} (median run's report: ${r.report})`);
  for (const [category, audits] of Object.entries(r.failing)) {
    for (const a of audits.slice(0, 6)) {
      console.log(`  [${SHORT[category] ?? category}] ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""} score ${fmt(a.score, 2)} weight ${a.weight}`);
    }
  }
  for (const o of r.opportunities.slice(0, 5)) {
    const savings = [o.savingsMs ? `${fmt(o.savingsMs)} ms` : "", o.savingsBytes ? `${fmt(o.savingsBytes / 1024)} KB` : ""].filter(Boolean).join(", ");
    console.log(`  [opportunity] ${o.title}${o.displayValue ? ` (${o.displayValue})` : ""}${savings ? ` saves ~${savings}` : ""}`);
  }
}

const outside = [...new Set(results.flatMap((r) => r.outsideRequests))];
console.log(
  outside.length
    ? `\nWARNING: requests beyond loopback were attempted: ${outside.join(", ")}`
    : "\nNetwork: every request of every run went to loopback.",
);
const file = writeResult(`${RESULT_NAME}.json`, {
  at: new Date().toISOString(),
  base: BASE,
  runsPerRoute: RUNS,
  lighthouseVersion: firstLhr?.lighthouseVersion,
  userAgent: firstLhr?.environment?.hostUserAgent,
  chromium: CHROME,
  chromiumVersion: CHROMIUM_VERSION,
  chromeFlags: CHROME_FLAGS,
  cmsBase,
  blankPage: BLANK_PAGE,
  withoutScripts: WITHOUT_SCRIPTS,
  durationS: Math.round((Date.now() - startedAt) / 1000),
  loadAfter: load1(),
  pass: missed.length === 0,
  routes: results,
});
// Lighthouse's own measure of the host CPU (higher is faster): TBT scales with it, so figures from two machines
// compare only with it beside them.
const cpuIndex = median(results.flatMap((r) => r.runs.flatMap((run) => ("error" in run ? [] : [run.benchmarkIndex ?? NaN]))));
console.log(
  `${missed.length === 0 ? "PASS" : `MISS on ${missed.length} of ${results.length} routes`}; ${machineLine()}; ` +
    `${CHROMIUM_VERSION}, benchmarkIndex ${fmt(cpuIndex)}; wrote ${file}`,
);
if (missed.length && hasFlag("--strict")) process.exit(1);
