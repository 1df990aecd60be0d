// @ts-check
// What `npm run bench:lighthouse` and its `--floor` mode share: Chromium's flags and version, the CMS origin the
// built site calls, starting the built site when nothing answers, and one Lighthouse run in a fresh Chromium.
// The reasons behind each choice are in lighthouse.mjs's header and decision 0015.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { CHROMIUM_FLAGS } from "../checks/chromium.mjs";
import { CMS_DIR, importDev, isUp, load1, onCleanup, ROOT, startChild, waitForUrl, WEB_BUILD } from "./lib.mjs";
import { prePaintLayout } from "./pre-paint-layout.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** @type {Record<string, string>} */
export const SHORT = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };
export const DEFAULT_BASE = "http://127.0.0.1:4173";
// Pages that must not be indexed (a submitter's private status page, `noindex` on purpose): their SEO score is
// counted without Lighthouse's "is-crawlable" audit, and only while that audit confirms the page is noindex.
const NOINDEX_ROUTES = new Set(["/submit/status", "/zh/submit/status"]);

/** @typedef {import("lighthouse").Result} Lhr */

/**
 * @param {Lhr} lhr
 * @param {string} category
 * @param {string} route
 */
export function categoryScore(lhr, category, route) {
  const score = lhr.categories[category]?.score;
  if (score == null) return NaN;
  if (category !== "seo" || !NOINDEX_ROUTES.has(route) || lhr.audits["is-crawlable"]?.score !== 0) {
    return Math.round(score * 100);
  }
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return Math.round((total / weight) * 100);
}

export const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--metrics-recording-only",
  // Nothing but loopback resolves: no request can leave the machine even if something tried.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/** "Chromium 150.0.7871.100" (TBT differs between versions: decision 0015, 2026-11-26). */
/** @param {string} chrome */
export function readChromiumVersion(chrome) {
  try {
    return execFileSync(chrome, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().split(" built")[0] ?? "";
  } catch {
    return "Chromium (version unknown)";
  }
}

/**
 * The CMS origin the built site calls (VITE_API_BASE_URL is inlined at build time; the e2e build uses its own port).
 * Read from the CSP's connect-src that the post-build step writes per page (build/csp.json), else from loopback
 * origins with a port inlined in the JS other than the schema's default, else the default. BENCH_CMS_URL overrides.
 */
export function builtCmsBase() {
  const fallback = "http://127.0.0.1:1337";
  if (process.env.BENCH_CMS_URL) return process.env.BENCH_CMS_URL.replace(/\/$/, "");
  const cspFile = path.join(WEB_BUILD, "../csp.json");
  if (existsSync(cspFile)) {
    const policies = Object.values(z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(cspFile, "utf8"))));
    for (const policy of policies) {
      const connect = /(?:^|;)\s*connect-src([^;]*)/.exec(policy)?.[1] ?? "";
      const origin = connect.trim().split(/\s+/).find((source) => /^https?:\/\//.test(source));
      if (origin) return origin.replace(/\/$/, "");
    }
  }
  const dir = path.join(WEB_BUILD, "assets");
  if (!existsSync(dir)) return fallback;
  /** @type {Set<string>} */
  const found = new Set();
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".js"))) {
    const code = readFileSync(path.join(dir, name), "utf8");
    for (const [, origin = ""] of code.matchAll(/["'`](https?:\/\/(?:127\.0\.0\.1|localhost):\d+)\/?["'`]/g)) found.add(origin);
  }
  found.delete(fallback);
  return found.size === 1 ? ([...found][0] ?? fallback) : fallback;
}

/**
 * Makes sure the site answers at `base`: when nothing does and `base` is the default, starts the built site and its
 * CMS as `npm start` does. Exits 2 when it cannot. Returns `stop()`, which stops what it started (if anything).
 * @param {string} base
 * @param {string} cmsBase
 */
export async function ensureSite(base, cmsBase) {
  /** @type {import("./lib.mjs").ChildHandle | null} */
  let started = null;
  if (!(await isUp(`${base}/`))) {
    if (base !== DEFAULT_BASE) {
      console.error(`lighthouse: nothing answers at ${base}/`);
      process.exit(2);
    }
    if (!existsSync(path.join(WEB_BUILD, "index.html")) || !existsSync(path.join(CMS_DIR, "dist/src/index.js"))) {
      console.error("lighthouse: no build; run `npm run build` (site and CMS) first, or start the site and pass --url");
      process.exit(2);
    }
    const cmsUrl = new URL(cmsBase);
    if (!["127.0.0.1", "localhost"].includes(cmsUrl.hostname) || !cmsUrl.port) {
      console.error(`lighthouse: the build calls the CMS at ${cmsBase}, which this script cannot start; start it and pass --url`);
      process.exit(2);
    }
    // REBUILD_ON_START=0: measure this build, not a rebuild from the CMS that would start beside the runs.
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, PORT: "4173", HOST: "127.0.0.1", CMS_PORT: cmsUrl.port, REBUILD_ON_START: "0" };
    // The pages only need the API; without a built admin panel the CMS serves the API alone.
    if (!existsSync(path.join(CMS_DIR, "dist/build/index.html"))) env.CMS_SERVE_ADMIN = "false";
    console.log(`lighthouse: starting the built site on :4173 and the CMS on :${env.CMS_PORT} (node scripts/server/start.mjs) ...`);
    started = startChild(process.execPath, ["scripts/server/start.mjs"], { cwd: ROOT, env, name: "npm start" });
    await waitForUrl(`${base}/`, { ok: (s) => s === 200, isDead: started.isDead, what: "site", timeoutMs: 30_000 });
  }
  console.log(`lighthouse: the site's build calls the CMS at ${cmsBase}`);
  try {
    await waitForUrl(`${cmsBase}/_health`, { ok: (s) => s === 204, timeoutMs: started ? 180_000 : 3_000, what: "CMS" });
  } catch {
    console.warn(`lighthouse: WARNING: the CMS at ${cmsBase} does not answer; pages that call it will log errors (best practices).`);
  }
  return {
    async stop() {
      if (!started) return;
      await started.stop();
      console.log("lighthouse: stopped the site and CMS it started");
    },
  };
}

export const isLoopback = (/** @type {string} */ url) => {
  try {
    const { protocol, hostname } = new URL(url);
    if (["data:", "blob:", "about:", "chrome:", "chrome-extension:"].includes(protocol)) return true;
    return ["127.0.0.1", "localhost", "[::1]"].includes(hostname);
  } catch {
    return true;
  }
};

/**
 * Returns `runOnce({ url, route, blankPage, blockedUrlPatterns })`: one Lighthouse run (mobile preset, simulated
 * throttling) of `url` in a fresh Chromium, resolving to `{ lhr, run }`, `run` being the figures the benches keep.
 * `route` names the page for the scores (see NOINDEX_ROUTES).
 * @param {string} chrome
 */
export async function lighthouseRunner(chrome) {
  /** @type {{ default: typeof import("lighthouse").default }} */
  const { default: lighthouse } = await importDev("lighthouse", "^12");
  const chromeLauncher = await importDev("chrome-launcher", "(comes with lighthouse)");
  /**
   * @param {{ url: string, route: string, blankPage: string, blockedUrlPatterns?: string[], categories?: string[] }} options
   *   categories: the ones to score (all four by default; the others' scores are NaN)
   */
  return async function runOnce({ url, route, blankPage, blockedUrlPatterns, categories = CATEGORIES }) {
    const browser = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const forget = onCleanup(() => process.kill(browser.pid, "SIGKILL"));
    const loadBefore = load1();
    try {
      const result = await lighthouse(url, {
        port: browser.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        blankPage,
        ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}),
      });
      if (!result) throw new Error(`lighthouse returned no result for ${url}`);
      const lhr = result.lhr;
      const firstLayout = prePaintLayout(result.artifacts?.Trace?.traceEvents ?? [], lhr, url);
      const requestsDetails = lhr.audits["network-requests"]?.details;
      const requests = requestsDetails?.type === "table" ? requestsDetails.items : [];
      return {
        lhr,
        run: {
          loadBefore,
          loadAfter: load1(),
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          runtimeError: lhr.runtimeError?.message,
          warnings: lhr.runWarnings,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, categoryScore(lhr, c, route)])),
          lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
          tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
          firstLayoutInTbtMs: firstLayout?.countedMs ?? null,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
          fcpMs: lhr.audits["first-contentful-paint"]?.numericValue,
          siMs: lhr.audits["speed-index"]?.numericValue,
          transferBytes: lhr.audits["total-byte-weight"]?.numericValue,
          requests: requests.length,
          outsideRequests: requests.map((r) => String(r.url)).filter((u) => !isLoopback(u)),
        },
      };
    } finally {
      forget();
      await browser.kill();
    }
  };
}

/**
 * One run's report and the figures the benches keep of it.
 * @typedef {Awaited<ReturnType<Awaited<ReturnType<typeof lighthouseRunner>>>>} LighthouseRun
 */

/** The file name a route's report is written under in bench-results/<bench>/. */
export const reportName = (/** @type {string} */ route) => `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}.json`;
