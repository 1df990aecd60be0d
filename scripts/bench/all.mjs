// @ts-check
// `npm run bench`: every benchmark in sequence (bundle size, static server, CMS API, Lighthouse, soak), then one
// summary of the figures against the budgets of issue 6. Each step is its own process (a crash in one does not stop
// the rest). --strict exits 1 when a budget is missed; without it, only a step that could not run fails the whole.
// --skip=bundle,static,api,lighthouse,soak leaves steps out. Needs the builds (`npm run build`).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { argValue, CMS_DIR, fmt, hasFlag, loadText, machineLine, RESULTS_DIR, ROOT, table } from "./lib.mjs";

const strict = hasFlag("--strict");
const skip = new Set((argValue("skip", "") ?? "").split(",").filter(Boolean));
/**
 * @param {string} script
 * @returns {[string, string[]]}
 */
const node = (script) => [process.execPath, [path.join("scripts/bench", script)]];

// What each bench writes into its result file, as far as the summary reads it: the files are parsed, not trusted.
const at = { at: z.string() };
// A figure a failed run wrote as null (JSON has no NaN): shown as "-".
const figure = z
  .number()
  .nullable()
  .transform((n) => n ?? NaN);
const bundleResult = z.object({
  ...at,
  pass: z.boolean(),
  budgetKb: figure,
  routes: z.array(
    z.object({
      route: z.string(),
      gzipBytes: figure.optional(),
      withinBudget: z.boolean().optional(),
      missingHtml: z.boolean().optional(),
    }),
  ),
});
const staticResult = z.object({
  ...at,
  pass: z.boolean(),
  reqPerSec: figure,
  p50: figure,
  p99: figure,
  errors: figure,
});
const apiRun = z.object({ cache: z.string(), reqPerSec: figure, errors: figure, p99: figure });
const apiResult = z.object({ ...at, ratio: figure, results: z.array(apiRun) });
const lighthouseResult = z.object({
  ...at,
  pass: z.boolean(),
  routes: z.array(
    z.object({ route: z.string(), misses: z.array(z.string()), median: z.object({ performance: figure }) }),
  ),
});
const soakResult = z.object({
  ...at,
  pass: z.boolean(),
  results: z.array(
    z.object({
      name: z.string(),
      reqPerSec: figure,
      errors: figure,
      non2xx: figure,
      rssStartMb: figure,
      rssEndMb: figure,
    }),
  ),
});

/**
 * A bench of the sequence: how to run it, where it writes its figures, and its summary line [figure, verdict].
 * @typedef {{ id: string, title: string, cmd: [string, string[]], json: string, summarize: (data: unknown) => [string, string] }} Step
 */

/**
 * A step whose result file is parsed with its schema before it is summarized. A bench of this folder (`bench`:
 * scripts/bench/<bench>.mjs, writing bench-results/<bench>.json) needs no command or file of its own.
 * @template T
 * @param {{ id: string, title: string, schema: z.ZodType<T>, summarize: (result: T) => [string, string] }
 *   & ({ bench: string } | { cmd: [string, string[]], json: string })} step
 * @returns {Step}
 */
const step = ({ id, title, schema, summarize, ...run }) => ({
  id,
  title,
  ...("bench" in run
    ? { cmd: node(`${run.bench}.mjs`), json: path.join(RESULTS_DIR, `${run.bench}.json`) }
    : { cmd: run.cmd, json: run.json }),
  summarize: (data) => summarize(schema.parse(data)),
});

/** @type {Step[]} */
const STEPS = [
  step({
    id: "bundle",
    title: "Initial JS per route",
    bench: "bundle-size",
    schema: bundleResult,
    summarize: (d) => {
      const worst = d.routes
        .flatMap((r) => (r.missingHtml || r.gzipBytes === undefined ? [] : [{ ...r, gzipBytes: r.gzipBytes }]))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      const over = worst.filter((r) => !r.withinBudget);
      const [largest, smallest] = [worst[0], worst.at(-1)];
      return [
        largest && smallest
          ? `max ${fmt(largest.gzipBytes / 1024, 1)} KB (${largest.route}), min ${fmt(smallest.gzipBytes / 1024, 1)} KB gzip`
          : "no route measured",
        d.pass ? `ok (<= ${d.budgetKb} KB)` : `MISS: ${over.length} route(s) > ${d.budgetKb} KB, or another check failed`,
      ];
    },
  }),
  step({
    id: "static",
    title: "Static server",
    bench: "static-load",
    schema: staticResult,
    summarize: (d) => {
      return [
        `${fmt(d.reqPerSec)} req/s, p50 ${d.p50} ms, p99 ${d.p99} ms, ${d.errors} errors`,
        d.pass ? "ok (>= 5,000 req/s)" : "MISS (< 5,000 req/s or errors)",
      ];
    },
  }),
  step({
    id: "api",
    title: "CMS API",
    cmd: ["npm", ["run", "--silent", "bench:api", "--prefix", "apps/cms"]],
    json: path.join(CMS_DIR, "bench-results/api.json"),
    schema: apiResult,
    summarize: (d) => {
      const on = d.results.find((r) => r.cache === "on");
      const off = d.results.find((r) => r.cache === "off");
      if (!on || !off) return ["the runs with and without the cache are not both there", "MISS"];
      const ok = d.ratio >= 20 && on.p99 < 50;
      return [
        `uncached ${fmt(off.reqPerSec)} req/s (${off.errors} errors), cached ${fmt(on.reqPerSec)} req/s (x${fmt(d.ratio, 1)}, ${on.errors} errors), cached p99 ${on.p99} ms`,
        ok ? "ok (>= 20x, p99 < 50 ms)" : "MISS (needs >= 20x and p99 < 50 ms)",
      ];
    },
  }),
  step({
    id: "lighthouse",
    title: "Lighthouse",
    bench: "lighthouse",
    schema: lighthouseResult,
    summarize: (d) => {
      const missed = d.routes.filter((r) => r.misses.length);
      const perf = d.routes.map((r) => r.median.performance);
      return [
        `perf ${Math.min(...perf)}-${Math.max(...perf)}; ${d.routes.length - missed.length}/${d.routes.length} routes within budget`,
        d.pass ? "ok" : `MISS: ${missed.map((r) => `${r.route} (${r.misses.join(",")})`).join("; ")}`,
      ];
    },
  }),
  step({
    id: "soak",
    title: "Soak",
    bench: "soak",
    schema: soakResult,
    summarize: (d) => {
      return [
        d.results
          .map((r) => `${r.name.split(" ")[0]} ${fmt(r.reqPerSec)} req/s, ${r.errors} err, ${r.non2xx} non-2xx, RSS ${r.rssStartMb}->${r.rssEndMb} MB`)
          .join("; "),
        d.pass ? "ok" : "MISS",
      ];
    },
  }),
];

/**
 * @param {[string, string[]]} command
 * @returns {Promise<number>}
 */
const run = ([command, args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

/**
 * A result file written since `since` (never an older run's figures), as read.
 * @param {string} file
 * @param {number} since
 * @returns {unknown}
 */
const readJson = (file, since) => {
  if (!existsSync(file)) return null;
  const data = z.looseObject(at).parse(JSON.parse(readFileSync(file, "utf8")));
  return Date.parse(data.at) >= since ? data : null;
};

/** @type {Array<Array<string>>} */
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
  const [figure, verdict] = step.summarize(data);
  if (!verdict.startsWith("ok")) missed = true;
  if (code !== 0) broken = true;
  rows.push([step.title, figure, code === 0 ? verdict : `${verdict} (exit ${code})`, `${seconds} s`]);
}

console.log(`\n=== Summary (${new Date().toISOString()}; ${machineLine()}) ===\n`);
console.log(table([["bench", "l"], ["figures", "l"], ["budget", "l"], ["time", "r"]], rows));
console.log("\nDetails: bench-results/*.json, apps/cms/bench-results/api.json, bench-results/lighthouse/<route>.json");
if (broken) process.exit(1);
if (missed && strict) process.exit(1);
