// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";

import { floorFigures, floorMarkdown, FLOOR_LEGEND, median, mergeFloorSection, replaceSection, sectionOf } from "./floor-figures.mjs";
import { REFERENCE_HTML } from "./reference-document.mjs";

/** @typedef {import("./floor-figures.mjs").FloorRun} FloorRun */

/**
 * @param {number} performance
 * @param {number} [others]
 */
const scores = (performance, others = 100) => ({ performance, accessibility: others, "best-practices": others, seo: others });
/**
 * @param {number} round
 * @param {string} route
 * @param {number} performance
 * @param {number} tbtMs
 * @param {Partial<FloorRun>} [extra]
 * @returns {FloorRun}
 */
const pageRun = (round, route, performance, tbtMs, extra = {}) => ({
  round, variant: "page", route, scores: scores(performance), tbtMs, fcpMs: 900, lcpMs: 1100, cls: 0, ...extra,
});
/**
 * @param {number} round
 * @param {string} route
 * @param {number} performance
 * @param {number} tbtMs
 * @returns {FloorRun}
 */
const blockedRun = (round, route, performance, tbtMs) => ({
  round, variant: "blocked", route, scores: scores(performance, 92), tbtMs, fcpMs: 800, lcpMs: 800, cls: 0,
});
/**
 * @param {number} round
 * @param {number} tbtMs
 * @returns {FloorRun}
 */
const referenceRun = (round, tbtMs) => ({ round, variant: "reference", scores: scores(100), tbtMs, fcpMs: 700, lcpMs: 700, cls: 0 });

// Five rounds of one route. The machine's load moves every variant of a round together (round 4 is a slow one):
// the differences within each round stay small although the TBTs themselves swing.
/** @type {Array<[reference: number, blocked: number, page: number]>} */
const TBT = [
  // [reference, blocked, page]
  [120, 150, 190],
  [110, 140, 170],
  [130, 170, 200],
  [400, 460, 520],
  [100, 130, 160],
];
const fiveRounds = TBT.flatMap(([reference, blocked, page], i) => [
  referenceRun(i + 1, reference),
  pageRun(i + 1, "/news", i === 3 ? 90 : 98, page),
  blockedRun(i + 1, "/news", 99, blocked),
]);

/** @param {FloorRun[]} runs */
const missesOf = (runs) => floorFigures(runs, ["/news"]).routes[0]?.misses;

test("median of odd and even counts, ignoring what is not a number", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([NaN, 5, undefined]), 5);
  assert.ok(Number.isNaN(median([])));
});

test("shares are differences within each round: median and worst round", () => {
  const { routes, reference, pass } = floorFigures(fiveRounds, ["/news"]);
  const [news] = routes;
  assert.ok(news);
  assert.equal(news.rounds, 5);
  // page - blocked per round: 40, 30, 30, 60, 30; blocked - reference: 30, 30, 40, 60, 30
  assert.deepEqual(news.scriptsShareMs, { median: 30, worst: 60 });
  assert.deepEqual(news.markupShareMs, { median: 30, worst: 60 });
  assert.deepEqual(news.page.tbtMs, { median: 190, worst: 520 });
  assert.deepEqual(news.blocked.tbtMs, { median: 150, worst: 460 });
  assert.deepEqual(news.performanceGap, { median: -1, worst: -9 });
  assert.deepEqual(news.page.performance, { median: 98, worst: 90 });
  assert.deepEqual(reference.tbtMs, { median: 120, worst: 400 });
  assert.deepEqual(news.misses, []);
  assert.equal(pass, true);
});

test("each budget is judged on its median: scripts' share, markup's share, performance gap", () => {
  const heavier = fiveRounds.map((r) => (r.variant === "page" ? { ...r, tbtMs: (r.tbtMs ?? NaN) + 25, scores: scores(95) } : r));
  assert.deepEqual(missesOf(heavier), ["performance", "scripts"]);
  const heavyMarkup = fiveRounds.map((r) => (r.variant === "reference" ? { ...r, tbtMs: (r.tbtMs ?? NaN) - 21 } : r));
  assert.deepEqual(missesOf(heavyMarkup), ["markup"]);
  // 50 ms exactly and a gap of exactly -2 are within budget.
  const atTheLine = fiveRounds.map((r) =>
    r.variant === "page" ? { ...r, tbtMs: (TBT[r.round - 1]?.[1] ?? NaN) + 50, scores: scores(97) } : r,
  );
  assert.deepEqual(missesOf(atTheLine), []);
});

test("the page's FCP, LCP, CLS in every run and its other scores", () => {
  /** @type {FloorRun[]} */
  const runs = fiveRounds.map((r) =>
    r.variant === "page" && r.round === 2 ? { ...r, cls: 0.01, fcpMs: 1700, lcpMs: 1700, scores: { ...scores(98), seo: 92 } } : r,
  );
  const [news] = floorFigures(runs, ["/news"]).routes;
  assert.deepEqual(news?.misses, ["cls"]); // one run's CLS counts; one slow FCP, LCP or SEO score is not the median
  const allSlow = runs.map((r) => (r.variant === "page" ? { ...r, lcpMs: 1601, scores: { ...r.scores, accessibility: 96 } } : r));
  assert.deepEqual(missesOf(allSlow), ["lcp", "cls", "accessibility"]);
});

test("a round missing a variant leaves that round out of the shares; under five complete rounds is a miss", () => {
  /** @type {FloorRun[]} */
  const runs = fiveRounds.map((r) =>
    r.round === 4 && r.variant === "blocked" ? { ...r, runtimeError: "NO_FCP" } : r.round === 5 && r.variant === "reference" ? { round: 5, variant: "reference", error: "launch failed" } : r,
  );
  const [news] = floorFigures(runs, ["/news"]).routes;
  assert.ok(news);
  assert.equal(news.rounds, 3);
  assert.deepEqual(news.scriptsShareMs, { median: 30, worst: 40 });
  assert.deepEqual(news.misses, ["rounds"]);
  const [empty] = floorFigures([], ["/agi"]).routes;
  assert.ok(empty);
  assert.equal(empty.rounds, 0);
  assert.ok(empty.misses.includes("rounds") && empty.misses.includes("scripts") && empty.misses.includes("cls"));
});

test("the Markdown: the run's line, one row per route with medians (worst), misses marked", () => {
  const runs = [...fiveRounds, ...TBT.flatMap(([, blocked, page], i) => [pageRun(i + 1, "/zh", 90, page + 100), blockedRun(i + 1, "/zh", 99, blocked)])];
  const figures = floorFigures(runs, ["/news", "/zh"]);
  const text = floorMarkdown(figures, {
    date: "2026-11-28",
    commit: "abc1234",
    rounds: 5,
    load: { min: 9.21, max: 14.5 },
    benchmarkIndex: { median: 2300, min: 2100, max: 2500 },
    chromium: "Chromium 150.0.1",
  });
  const lines = text.split("\n").slice(1);
  assert.equal(text.split("\n")[0], "<!-- floor run -->");
  assert.match(lines[0] ?? "", /^2026-11-28, at abc1234, 5 rounds .*load 9\.2–14\.5, benchmarkIndex 2,300 \(2,100–2,500\), Chromium 150\.0\.1\. Reference document: TBT 120 \(400\) ms/);
  assert.match(lines[2] ?? "", /^\| route \| perf \| perf blocked \| perf gap \| TBT ms \| TBT blocked \| scripts' share \| markup's share \| FCP s \| LCP s \| CLS \| a11y\/bp\/seo \| budget \|$/);
  assert.equal(lines[4], "| `/news` | 98 (90) | 99 (99) | -1 (-9) | 190 (520) | 150 (460) | +30 (+60) | +30 (+60) | 0.90 (0.90) | 1.10 (1.10) | 0.000 | 100/100/100 | met |");
  assert.equal(lines[5], "| `/zh` | 90 (90) | 99 (99) | -9 (-9)* | 290 (620) | 150 (460) | +130 (+160)* | +30 (+60) | 0.90 (0.90) | 1.10 (1.10) | 0.000 | 100/100/100 | MISS perf, scripts |");
  assert.equal(lines.length, 6, "the run's line, a blank line, the header, the rule and two rows");
  assert.match(FLOOR_LEGEND, /^Medians over the rounds \(worst round\)/);
});

test("a run of some routes replaces their rows only: each route keeps its latest figures under its run's line", () => {
  const row = (/** @type {string} */ route, /** @type {string} */ figure) => `| \`${route}\` | ${figure} | met |`;
  const block = (/** @type {string} */ line, /** @type {string[]} */ rows) =>
    ["<!-- floor run -->", line, "", "| route | perf | budget |", "| --- | --- | --- |", ...rows].join("\n");
  const first = mergeFloorSection("", block("run 1", [row("/", "90"), row("/agi", "91"), row("/zh", "92")]), ["/", "/agi", "/zh"]);
  assert.equal(first, `${block("run 1", [row("/", "90"), row("/agi", "91"), row("/zh", "92")])}\n\n${FLOOR_LEGEND}`);
  const second = mergeFloorSection(first, block("run 2", [row("/", "99"), row("/news", "98")]), ["/", "/news"]);
  assert.equal(
    second,
    `${block("run 2", [row("/", "99"), row("/news", "98")])}\n\n${block("run 1", [row("/agi", "91"), row("/zh", "92")])}\n\n${FLOOR_LEGEND}`,
  );
  // A run that measures every route of an earlier block leaves no empty block behind.
  const third = mergeFloorSection(second, block("run 3", [row("/agi", "97"), row("/zh", "96")]), ["/agi", "/zh"]);
  assert.equal(third, `${block("run 3", [row("/agi", "97"), row("/zh", "96")])}\n\n${block("run 2", [row("/", "99"), row("/news", "98")])}\n\n${FLOOR_LEGEND}`);
  // Through the doc's markers.
  const doc = `# Figures\n\n<!-- bench:lighthouse-floor -->\n${second}\n<!-- /bench:lighthouse-floor -->\n`;
  assert.equal(sectionOf(doc, "lighthouse-floor").trim(), second);
});

test("replaces only the bench's section between its markers", () => {
  const doc = "# Figures\n\n<!-- bench:lighthouse-floor -->\nold table\nold line\n<!-- /bench:lighthouse-floor -->\n\n## After\n";
  const once = replaceSection(doc, "lighthouse-floor", "new table\n");
  assert.equal(once, "# Figures\n\n<!-- bench:lighthouse-floor -->\nnew table\n<!-- /bench:lighthouse-floor -->\n\n## After\n");
  assert.equal(replaceSection(once, "lighthouse-floor", "new table"), once);
  assert.throws(() => replaceSection("# no markers\n", "lighthouse-floor", "x"), /expected one/);
  assert.throws(() => replaceSection("<!-- /bench:a -->\n<!-- bench:a -->", "a", "x"), /expected one/);
  assert.throws(() => replaceSection(`${doc}${doc}`, "lighthouse-floor", "x"), /expected one/);
  // Another bench's markers are not this one's.
  assert.throws(() => replaceSection(doc, "lighthouse", "x"), /expected one/);
});

test("the reference document is plain: lang, title, a heading, a paragraph, 20 rows, system fonts, no script", () => {
  assert.match(REFERENCE_HTML, /^<!doctype html>\n<html lang="en">/);
  assert.match(REFERENCE_HTML, /<title>[^<]+<\/title>/);
  assert.match(REFERENCE_HTML, /<meta name="viewport"/);
  assert.equal(REFERENCE_HTML.match(/<h1>/g)?.length, 1);
  assert.equal(REFERENCE_HTML.match(/<p>/g)?.length, 1);
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(REFERENCE_HTML)?.[1] ?? "";
  assert.equal(body.match(/<tr>/g)?.length, 20);
  assert.equal(body.match(/<td>/g)?.length, 80);
  assert.match(REFERENCE_HTML, /font-family: system-ui, sans-serif/);
  assert.doesNotMatch(REFERENCE_HTML, /<script|@font-face|@import|url\(|src=/i);
  assert.equal(REFERENCE_HTML.match(/https?:/g), null);
});
