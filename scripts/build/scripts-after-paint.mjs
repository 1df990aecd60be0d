// @ts-check
// Post-build step for apps/web's prerendered pages (issue 13, decision 0015): the page's JavaScript starts loading
// after the first paint instead of competing with it.
//
// React Router's <Scripts> puts one <link rel="modulepreload"> per start-up chunk in the head (7-12 files, about
// 130 KB gzip) and an inline <script type="module"> that imports the route modules and the client entry. Both start
// their requests while the document is parsed, before the first paint. Lighthouse's simulation (Lantern) counts
// every request that started and ended before the observed first/largest paint as something that paint waited for,
// so every page's simulated FCP/LCP was ~1.9-2.2 s instead of the bare document's ~1.0 s; a real slow connection
// likewise shares its bandwidth between the document and the scripts. React Router has no option for this.
//
// The transform keeps the document's element structure (hydration matches the same elements as before):
// - the modulepreload links are taken out of the head;
// - the module script's type becomes an inert one (the browser neither fetches nor runs it), with an id;
// - React Router's classic context script (just before it) gains a few lines that, once the document is parsed and
//   the browser has reported its first contentful paint (a `paint` PerformanceObserver; where that entry type is
//   unknown, after the next two frames), add the same modulepreload links (in slices of a few ms of main thread) and
//   then a module script with exactly the same text. A hidden page (nothing is painted) starts after a short
//   timeout instead. Two frames were the only signal until 2026-11-25: the second frame's callbacks can run before
//   the first frame is on screen, and in 1 load of 8 of /zh/agi/aisearch the scripts started 46 ms before the
//   reported first paint; Lighthouse then counted them as something the paint waited for (LCP 0.9 -> 2.1 s).
// The CSP step hashes the inline scripts afterwards: the module script's text is unchanged, so the hash of the
// inert copy allows the one the loader inserts.
import { z } from "zod";


export const AFTER_PAINT_TYPE = "text/x-module-after-paint";
export const AFTER_PAINT_ID = "rr-module-after-paint";
// The main thread the loader takes at a time before it yields (see afterPaintLoader). 10 ms until 2026-11-26:
// Lighthouse's simulation multiplies each observed task by 4, so a 10 ms slice (16 ms with the link that
// overran it) became a 64 ms long task, twice per page; at 4 ms a slice stays under 50 ms there, and on a
// 4x-throttled phone a slice is one or two links (6-21 ms each in a trace, against 16-63 ms before).
export const SLICE_MS = 4;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const CONTEXT_SCRIPT = /(<script>window\.__reactRouterContext = [\s\S]*?)(<\/script>)/g;

/**
 * The loader, as one line of classic script: preload links and the module script, after the first paint. The links
 * are added in slices of SLICE_MS, yielding to the browser between them (then the module script): appending a
 * modulepreload link costs 1-10 ms of main thread each with a 4x-throttled CPU on a busy machine, and the 7-12 of
 * them made this one 60-120 ms task (issue 13, TBT). A fast device adds them all in one task, as before.
 */
/** @param {string[]} hrefs */
export function afterPaintLoader(hrefs) {
  return (
    "(function(){var d=document,w=window,done=0;" +
    "function start(){if(done)return;done=1;" +
    `var h=${JSON.stringify(hrefs)},i=0;` +
    `function next(){var t=Date.now();while(i<h.length){var l=d.createElement("link");l.rel="modulepreload";l.href=h[i++];d.head.appendChild(l);if(i<h.length&&Date.now()-t>=${SLICE_MS}){w.setTimeout(next,0);return}}` +
    `var s=d.createElement("script");s.type="module";s.textContent=d.getElementById(${JSON.stringify(AFTER_PAINT_ID)}).textContent;d.body.appendChild(s)}` +
    "next()}" +
    "function afterPaint(){var P=w.PerformanceObserver;" +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});' +
    "else w.requestAnimationFrame(function(){w.requestAnimationFrame(start)});" +
    "w.setTimeout(start,500)}" +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})();'
  );
}

/**
 * The prerendered page with its scripts started after the first paint. Unchanged: a page without React Router's
 * scripts, or one already rewritten. A React Router page without exactly one module script and one context script
 * throws: the build fails rather than shipping a page that never hydrates.
 * @param {string} html
 */
export function startScriptsAfterPaint(html) {
  // Already rewritten (the step may run again over the same build).
  if (html.includes(`id="${AFTER_PAINT_ID}"`)) return html;
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  const contexts = [...html.matchAll(CONTEXT_SCRIPT)];
  if (modules.length === 0 && contexts.length === 0) return html;
  if (modules.length !== 1 || contexts.length !== 1) {
    throw new Error(
      `scripts-after-paint: expected one module script and one React Router context script, found ${modules.length} and ${contexts.length}`,
    );
  }
  const hrefs = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? "");
  return html
    .replace(PRELOAD_LINK, "")
    .replace(MODULE_SCRIPT, (/** @type {string} */ _, /** @type {string} */ body) => `<script type="${AFTER_PAINT_TYPE}" id="${AFTER_PAINT_ID}">${body}</script>`)
    .replace(CONTEXT_SCRIPT, (/** @type {string} */ _, /** @type {string} */ open, /** @type {string} */ close) => `${open};${afterPaintLoader(hrefs)}${close}`);
}

/**
 * The hrefs a transformed page preloads after the first paint (for the bundle gate).
 * @param {string} html
 * @returns {string[]}
 */
export function afterPaintPreloads(html) {
  const match = /\(function\(\)\{var d=document,w=window,done=0;function start\(\)\{if\(done\)return;done=1;var h=(\[[^\]]*\])/.exec(html);
  return match?.[1] ? z.array(z.string()).parse(JSON.parse(match[1])) : [];
}
