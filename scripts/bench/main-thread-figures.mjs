// @ts-check
// What one page load cost the page's main thread, from a Chromium trace (decision 0015, fifth session). Used by
// `npm run bench:main-thread`, which records the trace in a browser with no DevTools protocol attached.

/** Lighthouse's 50 ms long-task line divided by its 4x CPU slowdown: an unthrottled task beyond it is "long". */
export const LONG_AT_X1_MS = 12.5;
/** How long after the first contentful paint the page's tasks are counted. */
export const WINDOW_MS = 5_000;
const COMPILE = /^(V8\.CompileLazy|v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.ParseFunction)$/;

/**
 * @param {Array<{name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any}>} traceEvents
 * @param {string} url the page's URL as loaded
 * @returns {null | {firstPaintMs: number, afterPaintMs: number, beyondLongMs: number, longestMs: number,
 *   compileMs: number, moduleEvaluationMs: number}}
 *   first contentful paint from the parse's start; from the first paint on, for WINDOW_MS: the main thread's task
 *   time, what tasks lasted beyond LONG_AT_X1_MS, the longest task; from the parse on: the main thread's compile
 *   time (outermost compile events only) and module evaluation. Null when the trace does not show the page's parse
 *   or its first paint.
 */
export function mainThreadFigures(traceEvents, url) {
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "") === url);
  if (!parse) return null;
  const { pid, tid } = parse;
  const fcp = traceEvents.find((e) => e.pid === pid && e.name === "firstContentfulPaint" && e.ts >= parse.ts);
  if (!fcp) return null;
  const main = traceEvents.flatMap((e) =>
    e.pid === pid && e.tid === tid && e.ts >= parse.ts && e.dur !== undefined ? [{ ...e, dur: e.dur }] : [],
  );
  const ms = (/** @type {number} */ us) => us / 1000;
  const tasks = main.filter((e) => e.name === "RunTask" && e.ts >= fcp.ts && e.ts < fcp.ts + WINDOW_MS * 1000);
  const compiles = main.filter((e) => COMPILE.test(e.name));
  const outermost = compiles.filter(
    (c) => !compiles.some((o) => o !== c && o.ts <= c.ts && o.ts + o.dur >= c.ts + c.dur && o.dur > c.dur),
  );
  const sum = (/** @type {Array<{ dur: number }>} */ events) => ms(events.reduce((total, e) => total + e.dur, 0));
  return {
    firstPaintMs: ms(fcp.ts - parse.ts),
    afterPaintMs: sum(tasks),
    beyondLongMs: tasks.reduce((total, t) => total + Math.max(0, ms(t.dur) - LONG_AT_X1_MS), 0),
    longestMs: tasks.length ? Math.max(...tasks.map((t) => ms(t.dur))) : 0,
    compileMs: sum(outermost),
    moduleEvaluationMs: sum(main.filter((e) => e.name === "v8.evaluateModule")),
  };
}
