// @ts-check
// Serves the built site like a production static host: prerendered HTML per route, the SPA shell
// for /profession/<id>, HTTP 404 with the app's 404 page for anything else, long-lived caching of
// hashed assets, no-cache (revalidated by ETag) for HTML, precompressed brotli/gzip, and the
// security headers with each page's own CSP (built by scripts/build/harden-build.mjs).
// deploy/nginx.conf does the same; docs/decisions/0005-static-serving-and-csp.md says why.
import { existsSync, readdirSync, readFileSync, statSync, unwatchFile, watchFile } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { join, relative, resolve, sep } from "node:path";
import { performance } from "node:perf_hooks";
import { setImmediate as turn } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import fresh from "fresh";
import { lookup as mimeType } from "mrmime";
import Negotiator from "negotiator";
import { z } from "zod";

import { embeddableCsp, embeddablePath, fileCsp, previewFile, previewHeaders } from "../build/harden-build.mjs";
import { switchMessage } from "./switch-messages.mjs";

// The folder react-router.config.ts builds into: WEB_BUILD_DIR (relative to apps/web) or apps/web/build.
const defaultBuildDir = resolve(
  fileURLToPath(new URL("../../apps/web", import.meta.url)),
  process.env.WEB_BUILD_DIR || "build",
);
const maxUrlLength = 8192; // nginx's default request line limit; longer gets 414 there too
const spaRoute = /^(\/zh)?\/profession\/[^/]+\/?$/; // rendered by the SPA ("Coming soon"), both languages
const shellFile = /^(\/zh)?\/__spa-fallback(\.html)?$/; // served only in place of a missing page
const chinesePath = /^\/zh(\/|$)/; // the Chinese site (issue 16): its own shell, in Chinese
/** @type {Record<string, string>} */
const typeOverrides = { "/feed.xml": "application/atom+xml" }; // mrmime: application/xml

/**
 * One copy of a file, ready to send.
 * @typedef {{ body: Buffer, headers: Record<string, string | number> & { ETag: string, "Last-Modified": string } }} Variant
 */
/** @typedef {{ identity: Variant, br?: Variant, gzip?: Variant }} SiteFile */
/**
 * What one build serves.
 * @typedef {{ cspByFile: Record<string, string>, fallbackCsp: string | undefined, fallbackHtml: Buffer,
 *   chineseFallbackCsp: string | undefined, chineseFallbackHtml: Buffer, files: Map<string, SiteFile> }} Site
 */
/**
 * The static server: an http.Server with the folder it serves and the switch to another build.
 * @typedef {import("node:http").Server & { switchBuild: (dir: string) => Promise<void>, readonly buildDir: string }} WebServer
 */

export const commonHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The decoded path of a request target, or null when it is malformed or tries to climb out of
 * the site: not origin-form, bad percent-encoding, a NUL byte, or a `.`/`..` segment.
 * @param {string} url
 * @returns {string | null}
 */
export function requestPath(url) {
  if (!url.startsWith("/")) return null;
  let path;
  try {
    path = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? "");
  } catch {
    return null;
  }
  if (path.includes("\0")) return null;
  if (path.split(/[/\\]/).some((segment) => segment === "." || segment === "..")) return null;
  return path;
}

/** The files a path may name, in lookup order ("/agi/" -> "/agi", "/agi.html", "/agi/index.html"). */
const candidates = (/** @type {string} */ path) => {
  const base = path.replace(/\/$/, "");
  return base ? [base, `${base}.html`, `${base}/index.html`] : ["/index.html"];
};

/**
 * The HTML file served for a path.
 * @param {string} path
 * @param {Record<string, string>} cspByFile
 */
function htmlFileFor(path, cspByFile) {
  return candidates(path).find((file) => file in cspByFile);
}

const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];
/** @type {Array<"br" | "gzip" | "identity">} */
const preferredEncodings = ["br", "gzip", "identity"];

/**
 * The copy of a file to send for the request's Accept-Encoding, by its q-values (RFC 9110 12.5.3:
 * `br;q=0` refuses brotli); brotli before gzip when both are equally welcome. When the client
 * accepts none of the copies, the identity copy is sent (a valid answer, and what nginx does).
 * @param {import("node:http").IncomingMessage} req
 * @param {SiteFile} file
 * @returns {Variant}
 */
function chooseVariant(req, file) {
  const available = preferredEncodings.filter((name) => name === "identity" || file[name]);
  const [best] = new Negotiator(req).encodings(available, { preferred: preferredEncodings });
  return (best === "br" ? file.br : best === "gzip" ? file.gzip : undefined) ?? file.identity;
}

/**
 * Every file of the site, read into memory once with its headers and its precompressed copies:
 * the site is about 3 MB with them, and answering from memory is twice as fast as streaming each
 * response from disk (sirv, measured in scripts/bench/README.md). Dotfiles (such as Vite's
 * `.vite/` manifest) are not served. Same lookup, encoding and ETag rules as sirv, which served
 * this before. A generator: it yields after each file, so that a switch can let requests in between
 * (see loadSiteAsync).
 * @param {string} clientDir
 * @returns {Generator<void, Map<string, SiteFile>>}
 */
function* indexFiles(clientDir) {
  /** @type {Map<string, SiteFile>} */
  const files = new Map();
  /**
   * @param {string} absolute
   * @param {string} name
   * @param {string} [encoding]
   * @returns {Variant}
   */
  const variant = (absolute, name, encoding) => {
    const stats = statSync(absolute);
    const type = typeOverrides[name] ?? mimeType(name) ?? "application/octet-stream";
    return {
      body: readFileSync(absolute),
      headers: {
        "Content-Type": type === "text/html" ? "text/html; charset=utf-8" : type,
        "Content-Length": stats.size,
        "Last-Modified": stats.mtime.toUTCString(),
        ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
        ...(encoding && { "Content-Encoding": encoding }),
      },
    };
  };
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath ?? entry.path, entry.name);
    const name = `/${relative(clientDir, absolute).split(sep).join("/")}`;
    if (/\/\./.test(name) || encodings.some(({ suffix }) => name.endsWith(suffix))) continue;
    /** @type {SiteFile} */
    const file = { identity: variant(absolute, name) };
    if (existsSync(`${absolute}.br`)) file.br = variant(`${absolute}.br`, name, "br");
    if (existsSync(`${absolute}.gz`)) file.gzip = variant(`${absolute}.gz`, name, "gzip");
    files.set(name, file);
    yield;
  }
  return files;
}

/**
 * Answers a GET/HEAD from the in-memory files; false when the path names no file. Conditional
 * requests follow RFC 9110 13.1 through the `fresh` package (as Express does): If-None-Match with
 * weak comparison, lists and `*`, else If-Modified-Since; a 304 repeats the validators.
 * @param {Map<string, SiteFile>} files
 * @param {string} path
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function serveFile(files, path, req, res) {
  const file = candidates(path).map((name) => files.get(name)).find((found) => found !== undefined);
  if (!file) return false;
  const { body, headers } = chooseVariant(req, file);
  res.setHeader("Vary", "Accept-Encoding");
  if (fresh(req.headers, { etag: headers.ETag, "last-modified": headers["Last-Modified"] })) {
    res.writeHead(304, { ETag: headers.ETag, "Last-Modified": headers["Last-Modified"] });
    res.end();
    return true;
  }
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** A build's csp.json: the CSP of each HTML file (scripts/build/harden-build.mjs writes it). */
const cspTableSchema = z.record(z.string(), z.string());

/**
 * What one build serves, indexed once (and again after a rebuild); yields between files.
 * @param {string} buildDir
 * @returns {Generator<void, Site>}
 */
function* siteSteps(buildDir) {
  const cspFile = `${buildDir}/csp.json`;
  if (!existsSync(cspFile)) {
    throw new Error(`${cspFile} is missing: build the site with \`npm run build -w apps/web\`.`);
  }
  const cspByFile = cspTableSchema.parse(JSON.parse(readFileSync(cspFile, "utf8")));
  const fallbackHtml = readFileSync(`${buildDir}/client/__spa-fallback.html`);
  // A build without the Chinese shell (one from before issue 16) answers /zh/ with the English one.
  const chineseShell = `${buildDir}/client/zh/__spa-fallback.html`;
  const hasChineseShell = existsSync(chineseShell);
  return {
    cspByFile,
    fallbackCsp: cspByFile["/__spa-fallback.html"],
    fallbackHtml,
    chineseFallbackCsp: cspByFile[hasChineseShell ? "/zh/__spa-fallback.html" : "/__spa-fallback.html"],
    chineseFallbackHtml: hasChineseShell ? readFileSync(chineseShell) : fallbackHtml,
    files: yield* indexFiles(`${buildDir}/client`),
  };
}

/**
 * Loads a build in one go (at start, before the server listens).
 * @param {string} buildDir
 */
function loadSite(buildDir) {
  const steps = siteSteps(buildDir);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const SLICE_MS = 10;
/**
 * Loads a build while the server keeps answering: the same steps, with a turn of the event loop whenever
 * SLICE_MS of work have passed, so a switch never holds requests up for long (a whole build at once took ~220 ms).
 */
/** @param {string} buildDir */
async function loadSiteAsync(buildDir) {
  const steps = siteSteps(buildDir);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await turn();
      sliceStart = performance.now();
    }
  }
}

/** The headers every answer carries, errors included; pages and embeddable files refine them. */
const errorHeaders = { ...commonHeaders, "X-Frame-Options": "DENY", "Content-Security-Policy": fileCsp };

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendText(res, status, text) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": text.length,
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/**
 * Requests Node's parser rejects before any handler runs (malformed, headers too large) get the
 * same security headers as every other answer, instead of Node's bare `400` with none.
 * @param {NodeJS.ErrnoException} error
 * @param {import("node:stream").Duplex} socket
 */
function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const text = `${STATUS_CODES[status]}\n`;
  const headers = {
    ...errorHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("\r\n")}\r\n\r\n${text}`);
}

/**
 * The static server. Besides an http.Server it has `buildDir` (the folder it serves) and
 * `switchBuild(dir)`: index another build fully (in slices, answering requests in between), then
 * serve it from the next request on (requests in flight finish on the build they started with);
 * it returns a promise, and a build that cannot be loaded rejects it and the current one keeps serving.
 * @param {{ buildDir?: string }} [options]
 * @returns {WebServer}
 */
export function createWebServer({ buildDir = defaultBuildDir } = {}) {
  let current = { buildDir, site: loadSite(buildDir) };
  // A rebuild in place replaces the files under a running server: re-index once it has written
  // csp.json, its last file, rather than keep serving an index of files that are gone.
  /** @type {(now: import("node:fs").Stats, previous: import("node:fs").Stats) => Promise<void>} */
  const reload = async (now, previous) => {
    if (!now.mtimeMs || now.mtimeMs === previous.mtimeMs) return;
    const { buildDir: dir } = current;
    try {
      const site = await loadSiteAsync(dir);
      if (current.buildDir === dir) current = { buildDir: dir, site };
    } catch (error) {
      console.error(`serve-web: kept the previous build: ${error instanceof Error ? error.message : error}`);
    }
  };
  const watch = (/** @type {string} */ dir) => watchFile(`${dir}/csp.json`, { interval: 1000, persistent: false }, reload);
  const unwatch = (/** @type {string} */ dir) => unwatchFile(`${dir}/csp.json`, reload);
  watch(buildDir);

  /** @param {string} dir */
  async function switchBuild(dir) {
    const site = await loadSiteAsync(dir); // rejects before anything changes
    const previous = current.buildDir;
    current = { buildDir: dir, site };
    if (previous !== dir) {
      unwatch(previous);
      watch(dir);
    }
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    const { cspByFile, files } = current.site;
    for (const [name, value] of Object.entries(errorHeaders)) res.setHeader(name, value);
    // RFC 9112 3.2: a request with more than one Host header is answered 400.
    if ((req.headersDistinct.host?.length ?? 0) > 1) return sendText(res, 400, "Bad Request\n");
    const url = req.url ?? "";
    if (url.length > maxUrlLength) return sendText(res, 414, "URI Too Long\n");
    const path = requestPath(url);
    if (path === null) return sendText(res, 400, "Bad Request\n");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendText(res, 405, "Method Not Allowed\n");
    }
    // Files are small and sent whole: Range is ignored (a 200 is a valid answer to it).

    /** @type {string | undefined} */
    let htmlFile;
    if (embeddablePath.test(path)) {
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Content-Security-Policy", embeddableCsp);
      res.removeHeader("X-Frame-Options");
    } else {
      htmlFile = htmlFileFor(path, cspByFile);
      const csp = htmlFile === undefined ? undefined : cspByFile[htmlFile];
      if (csp !== undefined) res.setHeader("Content-Security-Policy", csp);
    }
    res.setHeader(
      "Cache-Control",
      path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
    if (htmlFile !== undefined && previewFile.test(htmlFile)) {
      // Framed by the CMS's admin (its CSP's frame-ancestors says by whom), never stored, never indexed.
      res.removeHeader("X-Frame-Options");
      for (const [name, value] of Object.entries(previewHeaders)) res.setHeader(name, value);
    }

    const sendShell = () => {
      const chinese = chinesePath.test(path);
      const fallbackHtml = chinese ? current.site.chineseFallbackHtml : current.site.fallbackHtml;
      const fallbackCsp = chinese ? current.site.chineseFallbackCsp : current.site.fallbackCsp;
      res.writeHead(spaRoute.test(path) ? 200 : 404, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": fallbackHtml.length,
        "Content-Security-Policy": fallbackCsp ?? fileCsp,
        "Cache-Control": "no-cache",
      });
      res.end(fallbackHtml);
    };
    if (shellFile.test(path)) return sendShell();
    if (!serveFile(files, path, req, res)) sendShell();
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`serve-web: ${req.method} ${req.url?.slice(0, 200)}:`, error);
      if (!res.headersSent) sendText(res, 500, "Internal Server Error\n");
      else res.destroy();
    }
  });
  server.on("clientError", answerClientError);
  server.on("close", () => unwatch(current.buildDir));
  // defineProperties returns its argument's type (http.Server): the two properties it adds are WebServer's.
  return /** @type {WebServer} */ (Object.defineProperties(server, {
    switchBuild: { value: switchBuild },
    buildDir: { get: () => current.buildDir },
  }));
}

// Run directly (`node scripts/server/serve-web.mjs`), or as the site child of `npm start` (scripts/server/start.mjs), which
// restarts it if it stops; then it tells the supervisor when it listens, and switches builds when asked.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  const server = createWebServer();
  server.listen(port, host, () => {
    console.log(`Site: http://${host}:${port} (serving ${relative(process.cwd(), server.buildDir) || "."})`);
    process.send?.({ type: "ready", buildDir: server.buildDir });
  });
  // The supervisor's request to serve another build (scripts/server/start.mjs passes on the rebuild service's).
  process.on("message", async (message) => {
    const parsed = switchMessage.safeParse(message);
    if (!parsed.success) return;
    const { id, dir } = parsed.data;
    try {
      await server.switchBuild(dir);
      process.send?.({ type: "switched", id, dir });
    } catch (error) {
      process.send?.({ type: "switched", id, dir, error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.on("disconnect", () => process.exit(0)); // the supervisor is gone
}
