// @ts-check
// The post-build step that starts a prerendered page's JavaScript after its first paint.
// Run: node --test scripts/build/scripts-after-paint.test.mjs
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import vm from "node:vm";

import { inlineScripts, pageCsp, sha256Source } from "./harden-build.mjs";
import {
  AFTER_PAINT_ID,
  AFTER_PAINT_TYPE,
  afterPaintPreloads,
  SLICE_MS,
  startScriptsAfterPaint,
} from "./scripts-after-paint.mjs";

// The shape React Router 7 prerenders (abridged from apps/web/build/client/news/index.html).
const moduleBody =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>News</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/><style>p{color:red}</style></head><body><main><p>News</p></main>',
  '<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream();</script>',
  `<script type="module" async="">${moduleBody}</script>`,
  "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>",
].join("");

/** @typedef {{ tag: string, parent?: string, rel?: string, href?: string, type?: string, textContent?: string }} FakeNode */
/** @typedef {{ fn: () => void, ms: number }} FakeTimer */
/** @typedef {{ getEntriesByName: (name: string) => Array<{ name: string }> }} FakeEntries */

/** Calls a callback the loader registered, failing when there is none. */
const call = (/** @type {(() => void) | undefined} */ fn) => {
  assert.ok(fn, "the loader registered this callback");
  fn();
};

/** A browser's PerformanceObserver, as far as the loader uses it. */
class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint", "paint"];
  /** @type {FakeObserver[]} */
  static observing = [];
  /** @param {(entries: FakeEntries, observer: FakeObserver) => void} callback */
  constructor(callback) {
    this.callback = callback;
    this.connected = false;
    /** @type {object | undefined} */
    this.options = undefined;
  }
  /** @param {object} options */
  observe(options) {
    this.options = options;
    this.connected = true;
    FakeObserver.observing.push(this);
  }
  disconnect() {
    this.connected = false;
  }
}

/**
 * Runs the page's loader against a minimal document; returns what it appended and how it was triggered.
 * @param {string} html
 * @param {{ readyState?: string, clock?: { now: () => number }, paintTiming?: boolean }} [options]
 */
function runLoader(html, { readyState = "loading", clock = Date, paintTiming = false } = {}) {
  /** @type {FakeNode[]} */
  const appended = [];
  /** @type {Array<() => void>} */
  const frames = [];
  /** @type {FakeTimer[]} */
  const timers = [];
  /** @type {Record<string, () => void>} */
  const listeners = {};
  const inert = /<script type="text\/x-module-after-paint" id="rr-module-after-paint">([\s\S]*?)<\/script>/.exec(html);
  const element = (/** @type {string} */ tag) => ({ tag });
  const document = {
    readyState,
    head: { appendChild: (/** @type {FakeNode} */ node) => appended.push({ ...node, parent: "head" }) },
    body: { appendChild: (/** @type {FakeNode} */ node) => appended.push({ ...node, parent: "body" }) },
    createElement: element,
    getElementById: (/** @type {string} */ id) => (id === AFTER_PAINT_ID ? { textContent: inert?.[1] } : null),
    addEventListener: (/** @type {string} */ type, /** @type {() => void} */ fn) => (listeners[type] = fn),
  };
  // A browser with paint timing: `paints(name)` delivers a paint entry to the loader's observer.
  FakeObserver.observing = [];
  const observers = FakeObserver.observing;
  const window = {
    requestAnimationFrame: (/** @type {() => void} */ fn) => frames.push(fn),
    setTimeout: (/** @type {() => void} */ fn, /** @type {number} */ ms) => timers.push({ fn, ms }),
    ...(paintTiming && { PerformanceObserver: FakeObserver }),
  };
  const paints = (/** @type {string} */ name) => {
    for (const observer of observers.filter((o) => o.connected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  };
  const loader = /<script>window\.__reactRouterContext = [\s\S]*?;(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  vm.runInNewContext(loader, { document, window, Date: clock });
  return { appended, frames, timers, listeners, observers, paints };
}

/**
 * Runs the zero-delay timers (the loader's slices) until none is left.
 * @param {ReturnType<typeof runLoader>} run
 */
function runSlices(run) {
  while (run.timers.some((timer) => timer.ms === 0)) {
    const index = run.timers.findIndex((timer) => timer.ms === 0);
    call(run.timers.splice(index, 1)[0]?.fn);
  }
}

describe("scripts/build/scripts-after-paint.mjs", () => {
  test("takes the modulepreload links out of the head and makes the module script inert", () => {
    const html = startScriptsAfterPaint(page);
    assert.doesNotMatch(html, /<link rel="modulepreload"/);
    assert.doesNotMatch(html, /<script type="module"/);
    assert.ok(html.includes(`<script type="${AFTER_PAINT_TYPE}" id="${AFTER_PAINT_ID}">${moduleBody}</script>`));
  });

  test("keeps the same elements for hydration: as many scripts, the rest of the page byte for byte", () => {
    const html = startScriptsAfterPaint(page);
    const count = (/** @type {string} */ text) => text.match(/<script\b/g)?.length;
    assert.equal(count(html), count(page));
    assert.ok(html.includes('<style>p{color:red}</style></head><body><main><p>News</p></main>'));
    assert.ok(html.includes("<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>"));
  });

  test("starts nothing before the document is parsed and two frames are drawn, then preloads and runs the module", () => {
    const run = runLoader(startScriptsAfterPaint(page));
    assert.equal(run.appended.length, 0);
    assert.equal(run.frames.length, 0);
    call(run.listeners.DOMContentLoaded);
    assert.equal(run.appended.length, 0, "nothing at DOMContentLoaded");
    call(run.frames.shift());
    assert.equal(run.appended.length, 0, "nothing in the first frame (the one that paints)");
    call(run.frames.shift());
    runSlices(run);
    assert.deepEqual(
      run.appended.filter((n) => n.parent === "head").map((n) => [n.tag, n.rel, n.href]),
      ["/assets/manifest-1.js", "/assets/entry.client-1.js", "/assets/framework-1.js"].map((href) => ["link", "modulepreload", href]),
    );
    const scripts = run.appended.filter((n) => n.parent === "body");
    assert.deepEqual(scripts.map((n) => [n.tag, n.type, n.textContent]), [["script", "module", moduleBody]]);
    // Once only, whichever comes first (the timeout is for a hidden page, which draws no frames).
    call(run.timers[0]?.fn);
    assert.equal(run.appended.length, 4);
  });

  test("where the browser reports paints, starts when the first contentful paint is reported, not on frames", () => {
    const run = runLoader(startScriptsAfterPaint(page), { paintTiming: true });
    call(run.listeners.DOMContentLoaded);
    assert.equal(run.frames.length, 0, "no frame callbacks: the second frame can run before the first is on screen");
    assert.deepEqual(run.observers.map((o) => ({ ...o.options })), [{ type: "paint", buffered: true }]);
    run.paints("first-paint");
    runSlices(run);
    assert.equal(run.appended.length, 0, "nothing at the first (non-contentful) paint");
    run.paints("first-contentful-paint");
    runSlices(run);
    assert.deepEqual(run.appended.map((n) => n.tag), ["link", "link", "link", "script"]);
    assert.equal(run.observers[0]?.connected, false, "the observer is let go");
    call(run.timers.find((timer) => timer.ms === 500)?.fn);
    assert.equal(run.appended.length, 4, "the timeout starts nothing a second time");
  });

  test("on a slow main thread the links are added in slices, yielding between them, then the module script", () => {
    let now = 0;
    // Every read of the clock is 10 ms later: each link's slice is used up.
    const slow = { now: () => (now += 10) };
    const run = runLoader(startScriptsAfterPaint(page), { readyState: "interactive", clock: slow });
    call(run.frames.shift());
    call(run.frames.shift());
    assert.deepEqual(run.appended.map((n) => n.tag), ["link"]);
    const yields = () => run.timers.filter((timer) => timer.ms === 0);
    assert.equal(yields().length, 1);
    call(run.timers.splice(run.timers.indexOf(yields()[0] ?? { fn: () => {}, ms: -1 }), 1)[0]?.fn);
    assert.deepEqual(run.appended.map((n) => n.tag), ["link", "link"]);
    call(run.timers.splice(run.timers.indexOf(yields()[0] ?? { fn: () => {}, ms: -1 }), 1)[0]?.fn);
    assert.deepEqual(run.appended.map((n) => n.tag), ["link", "link", "link", "script"]);
    assert.equal(yields().length, 0);
  });

  test(`a slice yields once it has used ${SLICE_MS} ms, so no slice is a long task on a 4x-throttled phone`, () => {
    let now = 0;
    // Each read of the clock is 3 ms later: the second link ends the first slice (6 ms), not the fourth.
    const run = runLoader(startScriptsAfterPaint(page), { readyState: "interactive", clock: { now: () => (now += 3) } });
    call(run.frames.shift());
    call(run.frames.shift());
    assert.deepEqual(run.appended.map((n) => n.tag), ["link", "link"]);
    runSlices(run);
    assert.deepEqual(run.appended.map((n) => n.tag), ["link", "link", "link", "script"]);
  });

  test("a hidden page (no frames) starts after its timeout", () => {
    const run = runLoader(startScriptsAfterPaint(page), { readyState: "interactive" });
    assert.equal(run.timers[0]?.ms, 500);
    call(run.timers.shift()?.fn);
    while (run.timers.length > 0) call(run.timers.shift()?.fn);
    assert.equal(run.appended.length, 4);
  });

  test("the CSP allows the module script the loader inserts (same text as the inert copy it hashes)", () => {
    const html = startScriptsAfterPaint(page);
    assert.ok(inlineScripts(html).includes(moduleBody));
    assert.ok(pageCsp(html, "http://127.0.0.1:1337").includes(sha256Source(moduleBody)));
  });

  test("the bundle gate reads the preloads back", () => {
    assert.deepEqual(afterPaintPreloads(startScriptsAfterPaint(page)), [
      "/assets/manifest-1.js",
      "/assets/entry.client-1.js",
      "/assets/framework-1.js",
    ]);
  });

  test("running twice changes nothing the second time", () => {
    const once = startScriptsAfterPaint(page);
    assert.equal(startScriptsAfterPaint(once), once);
  });

  test("leaves a page without React Router's scripts alone, and fails on a page it does not understand", () => {
    const plain = "<!DOCTYPE html><html><body><p>Badge</p></body></html>";
    assert.equal(startScriptsAfterPaint(plain), plain);
    const twoModules = page.replace("<!--$-->", `<script type="module" async="">${moduleBody}</script><!--$-->`);
    assert.throws(() => startScriptsAfterPaint(twoModules), /expected one module script/);
  });
});
