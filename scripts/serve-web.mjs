// Serves the built site like a production static host: prerendered HTML per route, the SPA shell
// for /profession/<id>, HTTP 404 with the app's 404 page for anything else, long-lived caching of
// hashed assets, no-cache (revalidated by ETag) for HTML, precompressed brotli/gzip, and the
// security headers with each page's own CSP (built by scripts/harden-build.mjs).
// deploy/nginx.conf does the same; docs/decisions/0005-static-serving-and-csp.md says why.
import { existsSync, readdirSync, readFileSync, statSync, unwatchFile, watchFile } from "node:fs";
import { createServer } from "node:http";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { lookup as mimeType } from "mrmime";

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

/** The files a path may name, in lookup order ("/agi/" -> "/agi", "/agi.html", "/agi/index.html"). */
const candidates = (path) => {
  const base = path.replace(/\/$/, "");
  return base ? [base, `${base}.html`, `${base}/index.html`] : ["/index.html"];
};

/** The HTML file served for a path. */
function htmlFileFor(path, cspByFile) {
  return candidates(path).find((file) => file in cspByFile);
}

const encodings = [
  { name: "br", suffix: ".br", accepted: /\b(br|brotli)\b/i },
  { name: "gzip", suffix: ".gz", accepted: /\bgzip\b/i },
];

/**
 * Every file of the site, read into memory once with its headers and its precompressed copies:
 * the site is about 3 MB with them, and answering from memory is twice as fast as streaming each
 * response from disk (sirv, measured in scripts/bench/README.md). Dotfiles (such as Vite's
 * `.vite/` manifest) are not served. Same lookup, encoding and ETag rules as sirv, which served
 * this before.
 */
function indexFiles(clientDir) {
  const files = new Map();
  const variant = (absolute, name, encoding) => {
    const stats = statSync(absolute);
    const type = mimeType(name) ?? "application/octet-stream";
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
    const file = { identity: variant(absolute, name) };
    for (const { name: encoding, suffix } of encodings) {
      if (existsSync(absolute + suffix)) file[encoding] = variant(absolute + suffix, name, encoding);
    }
    files.set(name, file);
  }
  return files;
}

/** Answers a GET/HEAD from the in-memory files; false when the path names no file. */
function serveFile(files, path, req, res) {
  const file = candidates(path).map((name) => files.get(name)).find(Boolean);
  if (!file) return false;
  const accepted = req.headers["accept-encoding"] ?? "";
  const encoding = encodings.find(({ name, accepted: re }) => file[name] && re.test(accepted));
  const { body, headers } = encoding ? file[encoding.name] : file.identity;
  res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === headers.ETag) {
    res.writeHead(304);
    res.end();
    return true;
  }
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** What one build serves, indexed once (and again after a rebuild). */
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
    files: indexFiles(`${buildDir}/client`),
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
    const { cspByFile, fallbackCsp, fallbackHtml, files } = site;
    for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
    const url = req.url ?? "";
    if (url.length > maxUrlLength) return sendText(res, 414, "URI Too Long\n");
    const path = requestPath(url);
    if (path === null) return sendText(res, 400, "Bad Request\n");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendText(res, 405, "Method Not Allowed\n");
    }
    // Files are small and sent whole: Range is ignored (a 200 is a valid answer to it).

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
