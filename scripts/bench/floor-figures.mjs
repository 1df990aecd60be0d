// @ts-check
// The figures and verdicts of `npm run bench:lighthouse -- --floor` (issue 38), from its runs: pure functions, so
// the budgets are unit-tested apart from Lighthouse. Lighthouse's TBT on the 2-core machines has a floor (decision
// 0015): the budgets are differences measured in the same run, round by round, between three variants:
//   page       the route as served;
//   blocked    the same route with every .js request blocked (its HTML, CSS and fonts alone);
//   reference  a plain document (a heading, a paragraph, a 20-row table, system fonts, no script), once per round.
// The scripts' share is TBT(page) - TBT(blocked), the markup's share TBT(blocked) - TBT(reference), each taken within
// one round (the runs of a round are seconds apart, at about the same machine load), then their median over the
// rounds, with the worst round beside it. The same for the performance score's gap, page - blocked.

export const MIN_ROUNDS = 5;
export const BUDGETS = {
  /** performance(page) >= performance(blocked) - 2 */
  performanceBelowBlocked: 2,
  /** TBT(page) - TBT(blocked) <= 50 ms */
  scriptsShareMs: 50,
  /** TBT(blocked) - TBT(reference) <= 50 ms */
  markupShareMs: 50,
  fcpMs: 1600,
  lcpMs: 1600,
  /** accessibility, best practices, SEO of the page */
  otherCategories: 100,
};
/** @type {ReadonlyArray<"accessibility" | "best-practices" | "seo">} */
const OTHER_CATEGORIES = ["accessibility", "best-practices", "seo"];

/**
 * One Lighthouse run of a round.
 * @typedef {{round: number, variant: "page"|"blocked"|"reference", route?: string, scores?: Record<string, number>,
 *   tbtMs?: number, fcpMs?: number, lcpMs?: number, cls?: number, error?: string, runtimeError?: string}} FloorRun
 */
/** @typedef {{ median: number, worst: number }} Spread */
/**
 * @typedef {{ route: string, rounds: number,
 *   page: { performance: Spread, tbtMs: Spread, fcpMs: Spread, lcpMs: Spread, worstCls: number,
 *     accessibility: number, "best-practices": number, seo: number },
 *   blocked: { performance: Spread, tbtMs: Spread },
 *   performanceGap: Spread, scriptsShareMs: Spread, markupShareMs: Spread }} RouteFigures
 */
/** @typedef {{ runs: number, performance: Spread, tbtMs: Spread }} ReferenceFigures */

/** @param {Array<number | undefined>} values */
const finite = (values) => values.filter(/** @returns {v is number} */ (v) => typeof v === "number" && Number.isFinite(v));
/** @param {Array<number | undefined>} values */
export function median(values) {
  const sorted = finite(values).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? NaN;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2;
}
/**
 * Median and worst; `worse` picks the worst of two (Math.max for times, Math.min for scores).
 * @param {Array<number | undefined>} values
 * @param {(...values: number[]) => number} worse
 * @returns {Spread}
 */
const spread = (values, worse) => ({ median: median(values), worst: finite(values).length ? worse(...finite(values)) : NaN });
/** @param {FloorRun | undefined} run */
const valid = (run) => Boolean(run && !run.error && !run.runtimeError);
/** `a - b`, NaN when either is missing. */
const difference = (/** @type {number | undefined} */ a, /** @type {number | undefined} */ b) => (a ?? NaN) - (b ?? NaN);

/**
 * @param {FloorRun[]} runs
 * @param {string[]} routes in the order to report them
 * @returns {{reference: ReferenceFigures, routes: Array<RouteFigures & { misses: string[] }>, pass: boolean}} per route: `rounds` (rounds with all three variants
 *   valid), each variant's performance and TBT {median, worst}, the page's FCP, LCP, worst CLS and other scores,
 *   the per-round differences `performanceGap`, `scriptsShareMs`, `markupShareMs` {median, worst}, and `misses`
 *   (budget names; "rounds" when fewer than MIN_ROUNDS rounds are complete).
 */
export function floorFigures(runs, routes) {
  const ok = runs.filter(valid);
  const referenceOf = new Map(ok.filter((r) => r.variant === "reference").map((r) => [r.round, r]));
  const referenceRuns = [...referenceOf.values()];
  const reference = {
    runs: referenceRuns.length,
    performance: spread(referenceRuns.map((r) => r.scores?.performance), Math.min),
    tbtMs: spread(referenceRuns.map((r) => r.tbtMs), Math.max),
  };
  const rows = routes.map((route) => {
    const of = (/** @type {FloorRun["variant"]} */ variant) => ok.filter((r) => r.route === route && r.variant === variant);
    const page = of("page");
    const blocked = of("blocked");
    const blockedOf = new Map(blocked.map((r) => [r.round, r]));
    const complete = page
      .map((p) => ({ p, b: blockedOf.get(p.round), f: referenceOf.get(p.round) }))
      .filter(({ b, f }) => b && f);
    /** @type {RouteFigures} */
    const figures = {
      route,
      rounds: complete.length,
      page: {
        performance: spread(page.map((r) => r.scores?.performance), Math.min),
        tbtMs: spread(page.map((r) => r.tbtMs), Math.max),
        fcpMs: spread(page.map((r) => r.fcpMs), Math.max),
        lcpMs: spread(page.map((r) => r.lcpMs), Math.max),
        worstCls: page.length ? Math.max(...page.map((r) => r.cls ?? NaN)) : NaN,
        accessibility: median(page.map((r) => r.scores?.accessibility)),
        "best-practices": median(page.map((r) => r.scores?.["best-practices"])),
        seo: median(page.map((r) => r.scores?.seo)),
      },
      blocked: {
        performance: spread(blocked.map((r) => r.scores?.performance), Math.min),
        tbtMs: spread(blocked.map((r) => r.tbtMs), Math.max),
      },
      performanceGap: spread(complete.map(({ p, b }) => difference(p.scores?.performance, b?.scores?.performance)), Math.min),
      scriptsShareMs: spread(complete.map(({ p, b }) => difference(p.tbtMs, b?.tbtMs)), Math.max),
      markupShareMs: spread(complete.map(({ b, f }) => difference(b?.tbtMs, f?.tbtMs)), Math.max),
    };
    return { ...figures, misses: missesOf(figures) };
  });
  return { reference, routes: rows, pass: rows.every((r) => r.misses.length === 0) };
}

/**
 * The budgets a route's figures miss, by name (NaN, a figure with no run behind it, is a miss).
 * @param {RouteFigures} f
 */
function missesOf(f) {
  /** @type {Array<[string, boolean]>} */
  const checks = [
    ["rounds", f.rounds >= MIN_ROUNDS],
    ["performance", f.performanceGap.median >= -BUDGETS.performanceBelowBlocked],
    ["scripts", f.scriptsShareMs.median <= BUDGETS.scriptsShareMs],
    ["markup", f.markupShareMs.median <= BUDGETS.markupShareMs],
    ["fcp", f.page.fcpMs.median <= BUDGETS.fcpMs],
    ["lcp", f.page.lcpMs.median <= BUDGETS.lcpMs],
    ["cls", f.page.worstCls === 0],
    ...OTHER_CATEGORIES.map(
      /** @returns {[string, boolean]} */
      (c) => [c, f.page[c] >= BUDGETS.otherCategories],
    ),
  ];
  return checks.filter(([, met]) => !met).map(([name]) => name);
}

const num = (/** @type {number} */ n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "-";
const signed = (/** @type {number} */ n) => (n > 0 ? `+${num(n)}` : num(n));
/**
 * "median (worst)", with "*" when the budget named `miss` is missed.
 * @param {Spread} s
 * @param {string[]} misses
 * @param {string} miss
 * @param {(n: number) => string} [format]
 */
const cell = (s, misses, miss, format = num) => `${format(s.median)} (${format(s.worst)})${misses.includes(miss) ? "*" : ""}`;
const seconds = (/** @type {number} */ ms) => num(ms / 1000, 2);
/** @type {Record<string, string>} */
const SHORT = { accessibility: "a11y", "best-practices": "bp", seo: "seo", performance: "perf" };

/**
 * The Markdown of a run: a line with the date, commit, rounds, load range, benchmarkIndex and the reference
 * document's figures, the table (one row per route), and the legend.
 * @param {ReturnType<typeof floorFigures>} figures floorFigures' result
 * @param {{date: string, commit: string, rounds: number, load: {min: number, max: number},
 *   benchmarkIndex: {median: number, min: number, max: number}, chromium: string}} run
 */
export function floorMarkdown(figures, run) {
  const { reference } = figures;
  const header =
    `${run.date}, at ${run.commit}, ${run.rounds} round${run.rounds === 1 ? "" : "s"} (page, scripts blocked, reference ` +
    `interleaved), load ${num(run.load.min, 1)}–${num(run.load.max, 1)}, benchmarkIndex ${num(run.benchmarkIndex.median)} ` +
    `(${num(run.benchmarkIndex.min)}–${num(run.benchmarkIndex.max)}), ${run.chromium}. Reference document: TBT ` +
    `${num(reference.tbtMs.median)} (${num(reference.tbtMs.worst)}) ms, performance ${num(reference.performance.median)} ` +
    `(${num(reference.performance.worst)}), ${reference.runs} run${reference.runs === 1 ? "" : "s"}.`;
  const columns = [
    "route", "perf", "perf blocked", "perf gap", "TBT ms", "TBT blocked", "scripts' share", "markup's share",
    "FCP s", "LCP s", "CLS", "a11y/bp/seo", "budget",
  ];
  const rows = figures.routes.map((r) => [
    `\`${r.route}\``,
    cell(r.page.performance, r.misses, "-"),
    cell(r.blocked.performance, r.misses, "-"),
    cell(r.performanceGap, r.misses, "performance", signed),
    cell(r.page.tbtMs, r.misses, "-"),
    cell(r.blocked.tbtMs, r.misses, "-"),
    cell(r.scriptsShareMs, r.misses, "scripts", signed),
    cell(r.markupShareMs, r.misses, "markup", signed),
    cell(r.page.fcpMs, r.misses, "fcp", seconds),
    cell(r.page.lcpMs, r.misses, "lcp", seconds),
    `${num(r.page.worstCls, 3)}${r.misses.includes("cls") ? "*" : ""}`,
    OTHER_CATEGORIES.map((c) => `${num(r.page[c])}${r.misses.includes(c) ? "*" : ""}`).join("/"),
    r.misses.length ? `MISS ${r.misses.map((m) => SHORT[m] ?? m).join(", ")}` : "met",
  ]);
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(" | ")} |`;
  return [RUN_MARK, header, "", line(columns), line(columns.map(() => "---")), ...rows.map(line)].join("\n");
}

/** What the figures of every run block mean (said once, under the last block). */
export const FLOOR_LEGEND =
  `Medians over the rounds (worst round); * = budget missed. The gap and the shares are taken within each round: ` +
  `perf gap = perf - perf blocked (budget >= -${BUDGETS.performanceBelowBlocked}), scripts' share = TBT - TBT blocked ` +
  `(<= ${BUDGETS.scriptsShareMs} ms), markup's share = TBT blocked - TBT of the reference document ` +
  `(<= ${BUDGETS.markupShareMs} ms); FCP, LCP <= ${seconds(BUDGETS.fcpMs)} s, CLS 0 in every run, a11y/bp/seo ` +
  `${BUDGETS.otherCategories} (the page as served). "rounds": fewer than ${MIN_ROUNDS} complete rounds, not a budget figure.`;

/** The line that starts each run's block in the section. */
const RUN_MARK = "<!-- floor run -->";
/** A table row's route: "| `/agi` | ...". */
const rowRoute = (/** @type {string} */ line) => /^\| `([^`]+)` \|/.exec(line)?.[1];

/**
 * The section's new body: the new run's block first, then the earlier runs' blocks without the rows of the routes
 * the new run measured (a block left with no row goes), then the legend. So a run of some routes (every route takes
 * over an hour) keeps the latest figures of every route, each under the line of the run that measured it.
 * @param {string} section the section's current body (between its markers)
 * @param {string} block the new run's block (floorMarkdown)
 * @param {string[]} routes the routes the new run measured
 */
export function mergeFloorSection(section, block, routes) {
  const measured = new Set(routes);
  const earlier = section
    .replace(FLOOR_LEGEND, "")
    .split(RUN_MARK)
    .slice(1)
    .map((text) => text.trim().split("\n").filter((line) => !measured.has(rowRoute(line) ?? "")))
    .filter((lines) => lines.some((line) => rowRoute(line) !== undefined))
    .map((lines) => [RUN_MARK, ...lines].join("\n"));
  return [block.trim(), ...earlier, FLOOR_LEGEND].join("\n\n");
}

/** The body between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in `doc` ("" when the pair is missing). */
export function sectionOf(/** @type {string} */ doc, /** @type {string} */ name) {
  const open = `<!-- bench:${name} -->`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(`<!-- /bench:${name} -->`);
  return start === -1 || end < start ? "" : doc.slice(start + open.length, end);
}

/**
 * Replaces what stands between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in `doc` with `body`, leaving the
 * markers and everything around them as they are. Throws when the pair is missing, doubled or out of order.
 */
/**
 * @param {string} doc
 * @param {string} name
 * @param {string} body
 */
export function replaceSection(doc, name, body) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  if (start === -1 || end === -1 || end < start || doc.indexOf(open, start + 1) !== -1 || doc.indexOf(close, end + 1) !== -1) {
    throw new Error(`expected one ${open} … ${close} pair, in that order`);
  }
  return `${doc.slice(0, start + open.length)}\n${body.trim()}\n${doc.slice(end)}`;
}
