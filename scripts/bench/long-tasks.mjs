// @ts-check
// `npm run bench:long-tasks -- --url=http://127.0.0.1:4173/agi/scienceqa`: the main-thread tasks of one page load,
// with the JavaScript functions that fill them. Where Lighthouse says "Total Blocking Time 300 ms" and names only a
// chunk, this says which code: it loads the page once in Chromium (412 x 823, the CPU slowed --throttle times, 4 as
// Lighthouse's mobile preset), records a trace with the V8 sampling profiler, and prints every task longer than
// --min ms (default 12; x4 that is Lighthouse's 50 ms long-task line) with its rendering work and the functions
// found in most of its samples (inclusive, React's own scheduler frames left out).
// Function names are readable in a build without minification: `UNMINIFIED=1 npm run build -w apps/web`, served by
// `node scripts/server/serve-web.mjs` (and the CMS by `npm start --prefix apps/cms`); `npm start` would rebuild it minified.
// Each load ends with its blocking time after the first paint (each task's time beyond 50 ms, from the first
// contentful paint: Lighthouse's TBT rule applied to a real x4 trace); --runs=N prints only those, with the median
// and the worst, to compare two builds served side by side.
// Playwright attaches an inspector, which adds V8 work a visitor's browser does not do (re-parsing chunks for source
// positions: 25-32 ms at x1 in the module graph's evaluation); `npm run bench:main-thread` measures without one.
// Needs Playwright (apps/web's devDependency). Diagnostic only: no budget.
import { z } from "zod";

import { argValue, requireDev } from "./lib.mjs";

const { chromium } = requireDev("playwright", "the version in apps/web/package.json");

const url = argValue("url", "http://127.0.0.1:4173/");
const throttle = Number(argValue("throttle", "4"));
const minMs = Number(argValue("min", "12"));
const settleMs = Number(argValue("settle", "4000"));
const top = Number(argValue("top", "12"));
// --runs=N: N loads, each in a fresh page; with more than one, only each load's blocking time and their median
// and worst are printed (an A/B of two builds without Lighthouse's simulation).
const runs = Number(argValue("runs", "1"));
// Lighthouse's long-task line: Total Blocking Time sums what each task lasts beyond it, from the first paint.
const LONG_TASK_MS = 50;
// Frames that every React render passes through; they say nothing about which component is slow.
const reactInternals =
  /^(performWork|performUnitOfWork|workLoop|renderRoot|renderWithHooks|beginWork|completeUnitOfWork|completeWork|updateFunctionComponent|updateForwardRef|updateMemo|reconcile|commitRoot|completeRoot|flush|recursively|schedule|processRoot|exports\.|\(anon\)$)/;

// The trace as far as this reads it, leniently (a diagnostic: an event of another shape is kept with blanks).
const profileNode = z.object({
  id: z.number(),
  parent: z.number().optional(),
  callFrame: z.object({ functionName: z.string(), url: z.string() }),
});
const traceEvent = z.object({
  name: z.string().catch(""),
  ts: z.number().catch(0),
  dur: z.number().catch(0),
  pid: z.number().catch(-1),
  tid: z.number().catch(-1),
  args: z
    .object({
      beginData: z.object({ url: z.string().optional() }).optional().catch(undefined),
      data: z
        .object({
          startTime: z.number().optional(),
          cpuProfile: z.object({ nodes: z.array(profileNode).optional(), samples: z.array(z.number()).optional() }).optional(),
          timeDeltas: z.array(z.number()).optional(),
        })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});
const traceSchema = z.object({ traceEvents: z.array(traceEvent) });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  /** @type {number[]} */
  const blocking = [];
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    }
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.cpu_profiler", "loading"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settleMs);
    const events = traceSchema.parse(JSON.parse((await browser.stopTracing()).toString())).traceEvents;
    await page.close();
    const result = report(events, runs === 1);
    blocking.push(result.blockingMs);
    console.log(
      `${runs > 1 ? `run ${run}/${runs}: ` : "\n"}blocking after the first paint ${result.blockingMs.toFixed(0)} ms ` +
        `(each task's time beyond ${LONG_TASK_MS} ms at CPU x${throttle}, ${result.longTasks} tasks, first contentful paint at ${result.fcpMs} ms)`,
    );
  }
  if (runs > 1) {
    const sorted = [...blocking].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    console.log(`${url}: blocking after the first paint, median ${median.toFixed(0)} ms, worst ${(sorted.at(-1) ?? NaN).toFixed(0)} ms over ${runs} loads`);
  }
} finally {
  await browser.close();
}

/**
 * @param {Array<z.infer<typeof traceEvent>>} events
 * @param {boolean} print
 */
function report(events, print) {
  const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(url));
  if (!parse) throw new Error(`long-tasks: no HTML parse of ${url} in the trace`);
  const { pid, tid } = parse;
  const onMain = (/** @type {z.infer<typeof traceEvent>} */ e) => e.pid === pid && e.tid === tid;
  const start = parse.ts;
  const ms = (/** @type {number} */ ts) => ((ts - start) / 1000).toFixed(0);
  const fcp = events.find((e) => e.pid === pid && e.name === "firstContentfulPaint" && e.ts >= start);

  // The sampling profiler's call tree and samples (timestamps in the trace clock).
  /** @type {Map<number, z.infer<typeof profileNode>>} */
  const nodes = new Map();
  /** @type {Array<{ id: number, ts: number }>} */
  const samples = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === "Profile") clock = e.args?.data?.startTime ?? clock;
    if (e.name !== "ProfileChunk") continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args?.data ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      clock += timeDeltas[i] ?? 0;
      samples.push({ id, ts: clock });
    });
  }
  const frameName = (/** @type {z.infer<typeof profileNode>} */ node) => {
    const { functionName, url: file } = node.callFrame;
    return `${functionName || "(anon)"}${file ? ` ${file.split("/").pop()}` : ""}`;
  };

  const afterPaint = events.filter((e) => onMain(e) && e.name === "RunTask" && e.ts >= (fcp?.ts ?? start) && e.dur > LONG_TASK_MS * 1000);
  const summary = {
    blockingMs: afterPaint.reduce((sum, e) => sum + e.dur / 1000 - LONG_TASK_MS, 0),
    longTasks: afterPaint.length,
    fcpMs: fcp ? ms(fcp.ts) : "?",
  };
  if (!print) return summary;
  const tasks = events.filter((e) => onMain(e) && e.name === "RunTask" && e.ts >= start && e.dur >= minMs * 1000);
  console.log(`${url}: CPU x${throttle}, tasks >= ${minMs} ms after the HTML starts parsing (first contentful paint at ${fcp ? ms(fcp.ts) : "?"} ms)\n`);
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.dur;
    const rendering = events
      .filter((e) => onMain(e) && e.ts >= task.ts && e.ts < end && e.dur >= 1000 && /^(Layout|UpdateLayoutTree|Paint|ParseHTML|EvaluateScript|MajorGC|MinorGC)$/.test(e.name))
      .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`);
    /** @type {Map<string, number>} */
    const counts = new Map();
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (const sample of inside) {
      const seen = new Set();
      for (let node = nodes.get(sample.id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const name = frameName(node);
        if (seen.has(name) || /^\((root|program|idle)\)/.test(name) || reactInternals.test(name)) continue;
        seen.add(name);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    const functions = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / Math.max(inside.length, 1))}%`);
    console.log(`at ${ms(task.ts)} ms: ${(task.dur / 1000).toFixed(1)} ms${rendering.length ? ` [${rendering.join(", ")}]` : ""}`);
    if (functions.length) console.log(`  ${functions.join(" | ")}`);
  }
  return summary;
}
