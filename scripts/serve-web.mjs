// Serves the built site like a production static host: prerendered HTML per route, the SPA shell
// for /profession/<id>, HTTP 404 with the app's 404 page for anything else, long-lived caching of
// hashed assets, no-cache (revalidated by ETag) for HTML, precompressed brotli/gzip, and the
// security headers with each page's own CSP (built by scripts/harden-build.mjs).
// deploy/nginx.conf does the same; docs/decisions/0005-static-serving-and-csp.md says why.
import { existsSync, readFileSync, unwatchFile, watchFile } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { embeddableCsp, embeddablePath, fileCsp } from "./harden-build.mjs";

const defaultBuildDir = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const maxUrlLength = 8192; // nginx's default request line limit; longer gets 414 there too
const spaRoute = /^\/profession\/[^/]+\/?$/; // rendered by the SPA ("Coming soon")
const shellFile = /^\/__spa-fallback(\.html)?$/; // served only in place of a missing page

export const commonHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The decoded path of a request target, or null when it is malformed or tries to climb out of
 * the site: not origin-form, bad percent-encoding, a NUL byte, or a `.`/`..` segment.
 */
export function requestPath(url) {
  if (!url.startsWith("/")) return null;
  let path;
  try {
    path = decodeURIComponent(url.split(/[?#]/, 1)[0]);
  } catch {
    return null;
  }
  if (path.includes("\0")) return null;
  if (path.split(/[/\\]/).some((segment) => segment === "." || segment === "..")) return null;
  return path;
}

/** The HTML file sirv serves for a path, in sirv's own lookup order ("/agi/" -> "/agi/index.html"). */
function htmlFileFor(path, cspByFile) {
  const base = path.replace(/\/$/, "");
  return [base, `${base}.html`, `${base}/index.html`].find((file) => file in cspByFile);
}

/** What one build serves; sirv in production mode indexes the folder once and serves only those files. */
function loadSite(buildDir) {
  const cspFile = `${buildDir}/csp.json`;
  if (!existsSync(cspFile)) {
    throw new Error(`${cspFile} is missing: build the site with \`npm run build -w apps/web\`.`);
  }
  const cspByFile = JSON.parse(readFileSync(cspFile, "utf8"));
  return {
    cspByFile,
    fallbackCsp: cspByFile["/__spa-fallback.html"],
    fallbackHtml: readFileSync(`${buildDir}/client/__spa-fallback.html`),
    serveStatic: sirv(`${buildDir}/client`, {
      etag: true,
      gzip: true,
      brotli: true,
      extensions: ["html"],
    }),
  };
}

function sendText(res, status, text) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": text.length,
  });
  res.end(text);
}

export function createWebServer({ buildDir = defaultBuildDir } = {}) {
  let site = loadSite(buildDir);
  // A rebuild replaces the files under a running server: re-index once it has written csp.json,
  // its last file, rather than keep serving an index of files that are gone.
  const cspFile = `${buildDir}/csp.json`;
  const reload = (current, previous) => {
    if (!current.mtimeMs || current.mtimeMs === previous.mtimeMs) return;
    try {
      site = loadSite(buildDir);
    } catch (error) {
      console.error(`serve-web: kept the previous build: ${error.message}`);
    }
  };
  watchFile(cspFile, { interval: 1000, persistent: false }, reload);

  function handle(req, res) {
    const { cspByFile, fallbackCsp, fallbackHtml, serveStatic } = site;
    for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
    const url = req.url ?? "";
    if (url.length > maxUrlLength) return sendText(res, 414, "URI Too Long\n");
    const path = requestPath(url);
    if (path === null) return sendText(res, 400, "Bad Request\n");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendText(res, 405, "Method Not Allowed\n");
    }
    // sirv's Range support crashes on an inverted range; whole files are small, so ignore Range.
    delete req.headers.range;

    if (embeddablePath.test(path)) {
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Content-Security-Policy", embeddableCsp);
    } else {
      res.setHeader("X-Frame-Options", "DENY");
      const htmlFile = htmlFileFor(path, cspByFile);
      res.setHeader("Content-Security-Policy", htmlFile ? cspByFile[htmlFile] : fileCsp);
    }
    res.setHeader(
      "Cache-Control",
      path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );

    // A file deleted since it was indexed (mid-rebuild) ends this response, not the process.
    res.on("pipe", (source) => source.on("error", () => res.destroy()));
    const sendShell = () => {
      res.writeHead(spaRoute.test(path) ? 200 : 404, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": fallbackHtml.length,
        "Content-Security-Policy": fallbackCsp,
        "Cache-Control": "no-cache",
      });
      res.end(fallbackHtml);
    };
    if (shellFile.test(path)) return sendShell();
    serveStatic(req, res, sendShell);
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
  server.on("close", () => unwatchFile(cspFile, reload));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  createWebServer().listen(port, host, () => {
    console.log(`Site: http://${host}:${port}`);
  });
}
