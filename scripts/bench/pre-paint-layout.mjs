// @ts-check
// What the page's first real layout adds to one Lighthouse run's TBT (decision 0015, "Why the first layout is in
// every page's TBT"). Lantern builds the first paint from the first task with a layout, and in our runs that is a
// 0.3 ms layout of the empty document just after the navigation commits. The real first layout lays out the whole
// prerendered page, and the observed first paint waits for it. It is left out of the first-paint graph, simulated
// after FCP, and counted as blocking. Lantern simulates a task with a layout at CPU x4 x 0.5 (its
// layoutTaskMultiplier). The function finds the longest task with a layout before the observed first contentful
// paint. It then looks for the simulated long task of that duration (Lighthouse's long-tasks diagnostic), and
// counts what lies beyond 50 ms when that task starts after the simulated FCP. It returns null when the trace does
// not show the page's parse or its first paint.

const LAYOUT_SLOWDOWN = 4 * 0.5;
const LONG_TASK_MS = 50;
// Lighthouse rounds the simulated durations to tenths; the observed one is in microseconds.
const MATCH_TOLERANCE_MS = 1;

/**
 * @param {Array<{name: string, ts: number, dur?: number, pid: number, tid: number, args?: any}>} traceEvents
 * @param {{audits: Record<string, any>}} lhr
 * @param {string} url the page's URL as loaded
 */
export function prePaintLayout(traceEvents, lhr, url) {
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(url));
  if (!parse) return null;
  const { pid, tid } = parse;
  const fcp = traceEvents.find((e) => e.pid === pid && e.name === "firstContentfulPaint" && e.ts >= parse.ts);
  if (!fcp) return null;
  const main = traceEvents.filter((e) => e.pid === pid && e.tid === tid);
  const layouts = main.filter((e) => e.name === "Layout");
  let longestDur = 0;
  for (const task of main) {
    const dur = task.dur ?? 0;
    if (task.name !== "RunTask" || !dur || task.ts < parse.ts || task.ts >= fcp.ts) continue;
    const end = task.ts + dur;
    if (!layouts.some((layout) => layout.ts >= task.ts && layout.ts < end)) continue;
    longestDur = Math.max(longestDur, dur);
  }
  if (!longestDur) return null;
  const observedMs = longestDur / 1000;
  const expectedMs = observedMs * LAYOUT_SLOWDOWN;
  const simulated = (lhr.audits["long-tasks"]?.details?.items ?? []).find(
    (/** @type {{ duration: number, startTime: number }} */ item) => Math.abs(item.duration - expectedMs) <= MATCH_TOLERANCE_MS,
  );
  const simulatedFcpMs = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const countedMs =
    simulated && simulated.startTime >= simulatedFcpMs ? Math.max(0, simulated.duration - LONG_TASK_MS) : 0;
  return { observedMs, simulatedMs: simulated?.duration ?? null, countedMs };
}
