// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";

import { mainThreadFigures } from "./main-thread-figures.mjs";

const URL = "http://127.0.0.1:4173/news";
const main = { pid: 1, tid: 7, ph: "X" };
// Microseconds, as Chromium writes them. The parse starts at 1 ms, the first paint is at 101 ms.
const trace = [
  { ...main, name: "ParseHTML", ts: 1_000, dur: 2_000, args: { beginData: { url: URL } } },
  { ...main, name: "RunTask", ts: 50_000, dur: 40_000 }, // before the paint: not counted after it
  { pid: 1, tid: 7, ph: "I", name: "firstContentfulPaint", ts: 101_000 },
  { ...main, name: "RunTask", ts: 200_000, dur: 30_000 }, // 17.5 ms beyond 12.5
  { ...main, name: "v8.evaluateModule", ts: 201_000, dur: 20_000 },
  { ...main, name: "V8.CompileLazy", ts: 202_000, dur: 6_000 },
  { ...main, name: "V8.ParseFunction", ts: 203_000, dur: 4_000 }, // inside the lazy compile: counted once
  { ...main, name: "RunTask", ts: 300_000, dur: 10_000 }, // short
  { ...main, name: "v8.compile", ts: 301_000, dur: 2_000 },
  { ...main, name: "RunTask", ts: 5_200_000, dur: 90_000 }, // beyond the 5 s window
  // Another thread's and another renderer's work is not the page's main thread.
  { pid: 1, tid: 9, ph: "X", name: "RunTask", ts: 250_000, dur: 80_000 },
  { pid: 1, tid: 9, ph: "X", name: "V8.CompileLazy", ts: 250_000, dur: 70_000 },
  { pid: 2, tid: 7, ph: "X", name: "RunTask", ts: 250_000, dur: 80_000 },
];

test("counts the page's main-thread tasks from its first paint, for five seconds", () => {
  const figures = mainThreadFigures(trace, URL);
  assert.ok(figures);
  assert.equal(figures.firstPaintMs, 100);
  assert.equal(figures.afterPaintMs, 40);
  assert.equal(figures.beyondLongMs, 17.5);
  assert.equal(figures.longestMs, 30);
});

test("counts compile time on the main thread once per outermost event, and module evaluation", () => {
  const figures = mainThreadFigures(trace, URL);
  assert.ok(figures);
  assert.equal(figures.compileMs, 8);
  assert.equal(figures.moduleEvaluationMs, 20);
});

test("gives nothing when the trace does not show the page's parse or its first paint", () => {
  assert.equal(mainThreadFigures(trace, "http://127.0.0.1:4173/other"), null);
  assert.equal(mainThreadFigures(trace.filter((e) => e.name !== "firstContentfulPaint"), URL), null);
});
