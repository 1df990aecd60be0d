// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";

import { prePaintLayout } from "./pre-paint-layout.mjs";

const URL = "http://127.0.0.1:4173/news";
const main = { pid: 1, tid: 7 };
// A run like the ones in decision 0015: the parse, a 0.3 ms layout, then the real first layout (267 ms observed),
// the first contentful paint, and a long script task after it.
const trace = [
  { ...main, name: "ParseHTML", ts: 1_000, dur: 2_000, args: { beginData: { url: URL } } },
  { ...main, name: "RunTask", ts: 3_000, dur: 500 },
  { ...main, name: "Layout", ts: 3_100, dur: 300 },
  { ...main, name: "RunTask", ts: 10_000, dur: 267_000 },
  { ...main, name: "Layout", ts: 12_000, dur: 250_000 },
  { ...main, name: "firstContentfulPaint", ts: 400_000 },
  { ...main, name: "RunTask", ts: 500_000, dur: 300_000 },
  { ...main, name: "Layout", ts: 600_000, dur: 10_000 },
  // Another renderer's layout (the previous document) is not the page's.
  { pid: 2, tid: 7, name: "RunTask", ts: 20_000, dur: 900_000 },
  { pid: 2, tid: 7, name: "Layout", ts: 20_100, dur: 800_000 },
];

/**
 * @param {number} fcpMs
 * @param {Array<{ duration: number, startTime: number, url: string }>} longTasks
 */
const lhrWith = (fcpMs, longTasks) => ({
  audits: {
    "first-contentful-paint": { numericValue: fcpMs },
    "long-tasks": { details: { items: longTasks } },
  },
});

test("counts the first layout when Lantern simulates it after its first paint", () => {
  const lhr = lhrWith(813, [
    { startTime: 3973, duration: 333, url: "framework.js" },
    { startTime: 995, duration: 534, url: URL },
  ]);
  assert.deepEqual(prePaintLayout(trace, lhr, URL), { observedMs: 267, simulatedMs: 534, countedMs: 484 });
});

test("counts nothing when the simulation puts that layout before its first paint", () => {
  const lhr = lhrWith(1200, [{ startTime: 600, duration: 534, url: URL }]);
  assert.deepEqual(prePaintLayout(trace, lhr, URL), { observedMs: 267, simulatedMs: 534, countedMs: 0 });
});

test("counts nothing when no simulated task has that layout's duration", () => {
  const lhr = lhrWith(813, [{ startTime: 995, duration: 600, url: URL }]);
  assert.deepEqual(prePaintLayout(trace, lhr, URL), { observedMs: 267, simulatedMs: null, countedMs: 0 });
});

test("answers null without the page's parse or its first paint", () => {
  const lhr = lhrWith(813, []);
  assert.equal(prePaintLayout(trace, lhr, "http://127.0.0.1:4173/other"), null);
  assert.equal(
    prePaintLayout(
      trace.filter((e) => e.name !== "firstContentfulPaint"),
      lhr,
      URL,
    ),
    null,
  );
});
