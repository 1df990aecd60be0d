// @ts-check
// Shared helpers of the benchmark scripts (scripts/bench/*.mjs): processes, ports, memory, load and tables.
// Everything here talks to loopback only.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { SCIENCE_QA } from "@evergreen/boards";
import { z } from "zod";

export { freePort } from "../server/ports.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// The built site's client folder: WEB_BUILD_DIR (relative to apps/web, as the build reads it) or apps/web/build.
export const WEB_BUILD = path.join(path.resolve(ROOT, "apps/web", process.env.WEB_BUILD_DIR || "build"), "client");
export const CMS_DIR = path.join(ROOT, "apps/cms");
export const RESULTS_DIR = path.join(ROOT, "bench-results");

export const RANKING_PATH =
  "/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company";

/** The prerendered English routes (apps/web/app/config/paths.ts, prerenderedPaths). */
export const ENGLISH_ROUTES = [
  "/",
  "/agi",
  SCIENCE_QA.route,
  "/profession",
  "/reports",
  "/news",
  "/contact",
  "/search",
  "/import",
  "/submit",
  "/submit/status",
  "/agents",
  // One agent page (o3 is on all four boards: the longest one) and the comparison.
  "/agents/o3",
  "/compare",
  // Every board's page and each edition's, from the board registry of the committed snapshot (what a build without
  // the CMS prerenders; apps/web/build-time/page-paths.ts).
  ...boardRoutes(),
];

/** A route's Chinese twin (issue 16: every page mirrored under /zh). */
export const chineseRoute = (/** @type {string} */ route) => (route === "/" ? "/zh" : `/zh${route}`);

/** Every prerendered route, English and Chinese. */
export const ROUTES = [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map(chineseRoute)];

/** Each live board's route and its editions' pages, in the registry's order. */
export function boardRoutes() {
  const registry = z
    .array(z.object({ route: z.string(), editions: z.array(z.string()) }))
    .parse(JSON.parse(readFileSync(path.join(ROOT, "apps/web/app/data/boards/registry.json"), "utf8")));
  return registry
    .filter((board) => board.editions.length > 0)
    .flatMap((board) => [board.route, ...board.editions.map((edition) => `${board.route}/${edition}`)]);
}

const require = createRequire(import.meta.url);

/**
 * Loads a root devDependency, or stops with the install hint.
 * @param {string} name
 * @param {string} version the range in package.json, for the hint
 */
export function requireDev(name, version) {
  try {
    return require(name);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "MODULE_NOT_FOUND")) throw error;
    console.error(
      `bench: '${name}' is not installed. It is a root devDependency ("${name}": "${version}"); run \`npm install\` at the repo root.`,
    );
    process.exit(2);
  }
}

/**
 * Same for an ES-module-only package; resolved from the repo root.
 * @param {string} name
 * @param {string} version
 */
export async function importDev(name, version) {
  let resolved;
  try {
    resolved = require.resolve(name);
  } catch {
    try {
      resolved = import.meta.resolve(name);
    } catch {
      resolved = undefined;
    }
  }
  if (!resolved) {
    console.error(
      `bench: '${name}' is not installed. It is a root devDependency ("${name}": "${version}"); run \`npm install\` at the repo root.`,
    );
    process.exit(2);
  }
  return import(resolved.startsWith("file:") ? resolved : pathToFileURL(resolved).href);
}

export const load1 = () => Number((loadavg()[0] ?? NaN).toFixed(2));
export const loadText = () => loadavg().map((n) => n.toFixed(2)).join(" ");
export const machineLine = () => `${cpus().length} CPUs, load average (1/5/15 min) ${loadText()}`;

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));


/**
 * Resident memory of a process in MB (VmRSS from /proc/<pid>/status).
 * @param {number | undefined} pid
 */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Polls `url` until `ok(status)`; throws after `timeoutMs` or when `isDead()` says the server exited.
 * @param {string} url
 * @param {{ ok?: (status: number) => boolean, timeoutMs?: number, isDead?: () => boolean, what?: string }} [options]
 * @returns {Promise<number>} the milliseconds it took
 */
export async function waitForUrl(url, { ok = (s) => s < 500, timeoutMs = 30_000, isDead = () => false, what = url } = {}) {
  const started = Date.now();
  for (;;) {
    if (isDead()) throw new Error(`${what} exited during start`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (ok(res.status)) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not answer within ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** @param {string} url */
export async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status < 500;
  } catch {
    return false;
  }
}

/**
 * Spawns a child in its own process group and keeps its output (last 8 KB) for error messages.
 * `stop()` sends SIGTERM to that group (only the processes this started), then SIGKILL after 15 s.
 */
/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, name?: string }} [options]
 * @returns {ChildHandle}
 */
export function startChild(command, args, { cwd = ROOT, env = process.env, name = command } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk).slice(-8192);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", (code, signal) => ((exited = true), resolve({ code, signal }))));
  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const handle = {
    name,
    pid: child.pid,
    isDead: () => exited,
    output: () => output,
    async stop() {
      if (exited) return;
      signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), 15_000);
      await exit;
      clearTimeout(timer);
      signalGroup("SIGKILL"); // stragglers of the group, if any
    },
  };
  children.add(handle);
  exit.then(() => children.delete(handle));
  return handle;
}

/**
 * A child started by startChild.
 * @typedef {{ name: string, pid: number | undefined, isDead: () => boolean, output: () => string, stop: () => Promise<void> }} ChildHandle
 */

/** @type {Set<ChildHandle>} */
const children = new Set();
/** @type {Set<() => unknown>} */
const cleanups = new Set();
/**
 * Runs `fn` if this process exits or is interrupted first; returns a function that unregisters it.
 * @param {() => unknown} fn
 */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}
const stopAll = () => {
  for (const fn of cleanups) {
    try {
      fn();
    } catch {
      // best effort
    }
  }
  for (const handle of children) {
    try {
      if (handle.pid !== undefined) process.kill(-handle.pid, "SIGKILL");
    } catch {
      // gone
    }
  }
};
process.once("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export function assertWebBuild() {
  if (!existsSync(path.join(WEB_BUILD, "index.html"))) {
    console.error("bench: no site build in apps/web/build/client; run `npm run build -w apps/web` first");
    process.exit(2);
  }
}

export function assertCmsBuild() {
  if (!existsSync(path.join(CMS_DIR, "dist/src/index.js"))) {
    console.error("bench: no CMS build in apps/cms/dist; run `npm run build --prefix apps/cms` first");
    process.exit(2);
  }
}

/**
 * The static server of `npm start` (scripts/server/serve-web.mjs, its createWebServer) in a child process on `port`,
 * so the load generator does not share its event loop.
 */
export async function startWebServer(/** @type {number} */ port) {
  assertWebBuild();
  const serveUrl = pathToFileURL(path.join(ROOT, "scripts/server/serve-web.mjs")).href;
  const code =
    `const { createWebServer } = await import(${JSON.stringify(serveUrl)});` +
    `const server = await createWebServer();` +
    `server.listen(${port}, "127.0.0.1", () => console.log("listening"));` +
    `process.on("SIGTERM", () => { server.close(); process.exit(0); });`;
  const web = startChild(process.execPath, ["--input-type=module", "-e", code], { name: "site" });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${base}/`, { ok: (s) => s === 200, isDead: web.isDead, what: "static server", timeoutMs: 20_000 });
  } catch (error) {
    await web.stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${web.output()}`);
  }
  return { ...web, base };
}

const secret = () => randomBytes(32).toString("base64");

/**
 * The CMS as `npm start` runs it (apps/cms/scripts/start.mjs), on `port`, without the admin panel, on its own
 * SQLite file. Fresh secrets are passed in the environment (NODE_ENV=production), so apps/cms/.env is not touched.
 */
/**
 * @param {number} port
 * @param {{ databaseFilename?: string, extraEnv?: Record<string, string> }} [options]
 */
export async function startCms(port, { databaseFilename = ".tmp/bench.db", extraEnv = {} } = {}) {
  assertCmsBuild();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    CMS_HOST: "127.0.0.1",
    CMS_PORT: String(port),
    CMS_SERVE_ADMIN: "false",
    CMS_STARTUP_LOG: "false",
    DATABASE_CLIENT: "sqlite",
    DATABASE_FILENAME: databaseFilename,
    STRAPI_TELEMETRY_DISABLED: "true",
    APP_KEYS: [secret(), secret()].join(","),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    REBUILD_WEBHOOK_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    REBUILD_WEBHOOK_URL: "off", // benches write no board content; no site rebuilds
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    ...extraEnv,
  };
  const cms = startChild(process.execPath, ["scripts/start.mjs"], { cwd: CMS_DIR, env, name: "cms" });
  const base = `http://127.0.0.1:${port}`;
  let startupMs;
  try {
    startupMs = await waitForUrl(`${base}/_health`, {
      ok: (s) => s === 204,
      isDead: cms.isDead,
      what: "CMS",
      timeoutMs: 180_000,
    });
  } catch (error) {
    await cms.stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${cms.output()}`);
  }
  return { ...cms, base, startupMs };
}

/**
 * autocannon as a promise; `options` are autocannon's.
 * @param {typeof import("autocannon").default} autocannon
 * @param {import("autocannon").Options} options
 * @returns {Promise<import("autocannon").Result>}
 */
export function runAutocannon(autocannon, options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Plain-text table: `columns` is a list of [header, align ('l'|'r')], `rows` a list of cell arrays.
 * @param {Array<[string, string]>} columns
 * @param {Array<Array<string | number>>} rows
 */
export function table(columns, rows) {
  const widths = columns.map(([header], i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const cell = (/** @type {string | number} */ value, /** @type {number} */ i) =>
    columns[i]?.[1] === "r" ? String(value).padStart(widths[i] ?? 0) : String(value).padEnd(widths[i] ?? 0);
  const lines = [
    columns.map(([header], i) => cell(header, i)).join(" | "),
    widths.map((w) => "-".repeat(w)).join("-|-"),
    ...rows.map((row) => row.map(cell).join(" | ")),
  ];
  return lines.join("\n");
}

/**
 * A figure with thousands separators and `digits` decimals; "-" when there is none.
 * @param {number | null | undefined} n
 * @param {number} [digits]
 */
export const fmt = (n, digits = 0) =>
  typeof n === "number" && Number.isFinite(n)
    ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : "-";

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2;
}

/**
 * @param {string} name
 * @param {unknown} data
 */
export function writeResult(name, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(ROOT, file);
}

export const hasFlag = (/** @type {string} */ flag) => process.argv.includes(flag);
/**
 * @template {string | undefined} F
 * @param {string} name
 * @param {F} fallback
 * @returns {string | F}
 */
export const argValue = (name, fallback) => {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg.startsWith(prefix));
  return found ? found.slice(prefix.length) : fallback;
};
