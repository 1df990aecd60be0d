// @ts-check
// `npm run bench:lighthouse -- --floor` (issue 38), started by lighthouse.mjs once the site answers: per round, the
// reference document once (reference-document.mjs, served here on a free loopback port), then each route as served
// and with every .js request blocked. Prints and writes the figures (floor-figures.mjs), the median page run's
// report per route in bench-results/lighthouse-floor/, and rewrites the bench's section of docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { fmt, hasFlag, load1, machineLine, RESULTS_DIR, ROOT, writeResult } from "./lib.mjs";
import { floorFigures, floorMarkdown, FLOOR_LEGEND, median, mergeFloorSection, MIN_ROUNDS, replaceSection, sectionOf } from "./floor-figures.mjs";
import { reportName } from "./lighthouse-session.mjs";
import { serveReferenceDocument } from "./reference-document.mjs";

const NAME = "lighthouse-floor";
const DOC = path.join(ROOT, "docs/benchmarks.md");

const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
/** `git rev-parse --short HEAD`, marked when the tree has uncommitted changes (the figures are not that commit's). */
function commitLine() {
  try {
    return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? " (with uncommitted changes)" : ""}`;
  } catch {
    return "unknown commit";
  }
}

/**
 * @param {{runOnce: Awaited<ReturnType<typeof import("./lighthouse-session.mjs").lighthouseRunner>>, base: string, routes: string[], rounds: number, start: "same-origin"|"about:blank",
 *   chromiumVersion: string}} options
 * @returns {Promise<boolean>} whether every route met every budget
 */
export async function runFloor({ runOnce, base, routes, rounds, start, chromiumVersion }) {
  const reference = await serveReferenceDocument();
  const blankPageOf = (/** @type {string} */ origin) => (start === "same-origin" ? `${origin}/robots.txt` : "about:blank");
  console.log(
    `Lighthouse 12 floor (issue 38): ${rounds} round${rounds === 1 ? "" : "s"} of the reference document (${reference.base}/) and ` +
      `${routes.length} routes as served and with *.js blocked, ${base}, each run starting from ${blankPageOf(base)}`,
  );
  console.log(`${chromiumVersion}; ${machineLine()}\n`);

  /** @type {Array<import("./floor-figures.mjs").FloorRun & { benchmarkIndex?: number }>} */
  const runs = [];
  /** @type {Map<string, import("./lighthouse-session.mjs").Lhr[]>} */
  const pageLhrs = new Map(routes.map((route) => [route, []]));
  const loads = [load1()];
  const startedAt = Date.now();
  /**
   * @param {number} round
   * @param {"page" | "blocked" | "reference"} variant
   * @param {string} [route] none for the reference document
   */
  const measure = async (round, variant, route) => {
    const origin = variant === "reference" ? reference.base : base;
    const label = `  round ${round}/${rounds} ${(route ?? "reference").padEnd(24)} ${variant.padEnd(9)}`;
    try {
      const { lhr, run } = await runOnce({
        url: `${origin}${route ?? "/"}`,
        route: route ?? "/",
        blankPage: blankPageOf(origin),
        blockedUrlPatterns: variant === "blocked" ? ["*.js"] : undefined,
        // The floors are judged on performance and TBT only; a11y, best practices and SEO are the served page's
        // (their audits run after the trace, so leaving them out changes no timing and saves a second a run).
        categories: variant === "page" ? undefined : ["performance"],
      });
      runs.push({ round, variant, route, ...run });
      loads.push(run.loadBefore, run.loadAfter);
      if (variant === "page" && !run.runtimeError && route !== undefined) pageLhrs.get(route)?.push(lhr);
      console.log(
        `${label} perf ${run.scores.performance} TBT ${fmt(run.tbtMs)} ms FCP ${fmt((run.fcpMs ?? NaN) / 1000, 2)} s ` +
          `LCP ${fmt((run.lcpMs ?? NaN) / 1000, 2)} s CLS ${fmt(run.cls, 3)}  load ${run.loadBefore}` +
          (run.runtimeError ? `  ERROR ${run.runtimeError}` : ""),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      runs.push({ round, variant, route, error: message });
      console.log(`${label} FAILED ${message}`);
    }
  };
  try {
    for (let round = 1; round <= rounds; round++) {
      await measure(round, "reference");
      for (const route of routes) {
        await measure(round, "page", route);
        await measure(round, "blocked", route);
      }
    }
  } finally {
    await reference.close();
  }

  const figures = floorFigures(runs, routes);
  const indexes = runs.flatMap((r) => (r.benchmarkIndex !== undefined && Number.isFinite(r.benchmarkIndex) ? [r.benchmarkIndex] : []));
  const summary = {
    date: new Date().toISOString().slice(0, 10),
    commit: commitLine(),
    rounds,
    load: { min: Math.min(...loads), max: Math.max(...loads) },
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
    chromium: chromiumVersion,
  };
  const markdown = floorMarkdown(figures, summary);
  console.log(`\n${markdown}\n\n${FLOOR_LEGEND}\n`);

  // The median page run's report per route (by performance score), to explain a miss.
  mkdirSync(path.join(RESULTS_DIR, NAME), { recursive: true });
  for (const [route, lhrs] of pageLhrs) {
    const performance = (/** @type {import("./lighthouse-session.mjs").Lhr} */ lhr) => lhr.categories.performance?.score ?? NaN;
    const sorted = [...lhrs].sort((a, b) => performance(a) - performance(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    if (lhr) writeFileSync(path.join(RESULTS_DIR, NAME, reportName(route)), JSON.stringify(lhr));
  }
  const file = writeResult(`${NAME}.json`, {
    at: new Date().toISOString(),
    base,
    referenceBase: reference.base,
    start,
    durationS: Math.round((Date.now() - startedAt) / 1000),
    ...summary,
    pass: figures.pass,
    reference: figures.reference,
    routes: figures.routes,
    runs,
  });

  const missed = figures.routes.filter((r) => r.misses.length);
  console.log(
    `${missed.length ? `MISS on ${missed.length} of ${routes.length} routes` : "PASS"}; load ${summary.load.min}–${summary.load.max}; ` +
      `benchmarkIndex ${fmt(summary.benchmarkIndex.median)}; wrote ${file}`,
  );
  writeDocSection(markdown, routes, rounds);
  return figures.pass;
}

/**
 * Puts this run's block into the bench's section of docs/benchmarks.md, in place of the earlier figures of the same
 * routes (mergeFloorSection): on a run of MIN_ROUNDS or more, or with --doc; never with --no-doc.
 * @param {string} markdown
 * @param {string[]} routes
 * @param {number} rounds
 */
function writeDocSection(markdown, routes, rounds) {
  if (hasFlag("--no-doc") || (rounds < MIN_ROUNDS && !hasFlag("--doc"))) {
    console.log(`docs/benchmarks.md left as it is (${hasFlag("--no-doc") ? "--no-doc" : `${rounds} of the ${MIN_ROUNDS} rounds the budgets need; --doc writes it anyway`})`);
    return;
  }
  try {
    const doc = readFileSync(DOC, "utf8");
    writeFileSync(DOC, replaceSection(doc, NAME, mergeFloorSection(sectionOf(doc, NAME), markdown, routes)));
    console.log(`docs/benchmarks.md: this run's ${routes.length} routes replace their earlier figures in the ${NAME} section`);
  } catch (error) {
    console.warn(`docs/benchmarks.md not updated: ${error instanceof Error ? error.message : error}`);
  }
}
