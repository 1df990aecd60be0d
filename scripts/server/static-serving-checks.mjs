// @ts-check
// One table of expectations for both ways of serving the built site: scripts/server/serve-web.mjs
// (serve-web.test.mjs) and deploy/nginx.conf (test-nginx.mjs). Requests go over a raw socket so
// that hostile targets (dot segments, NUL bytes, bad escapes) reach the server byte for byte.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { z } from "zod";

import { previewFile } from "../build/harden-build.mjs";
import { listeningPort } from "./ports.mjs";
import { createWebServer } from "./serve-web.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const webBuild = resolve(repo, "apps/web", process.env.WEB_BUILD_DIR || "build");
const outsideMarker = "OUTSIDE-THE-SITE-7f3a";
const immutable = "public, max-age=31536000, immutable";

/** Text that must never appear in a response: files outside the site folder. */
export const leakMarkers = [
  "root:x:0:", // /etc/passwd
  "evergreen-benchmark-site", // the repo's package.json
  '"@evergreen/web"', // apps/web/package.json
  '"/__spa-fallback.html": "', // build/csp.json, beside the site folder
  "map $uri $xbench_csp", // build/nginx-csp.conf
  outsideMarker, // build/secret.txt, written by prepareBuildCopy
];

/**
 * Hostile request targets. `node` is serve-web.mjs's exact status; nginx may answer any 4xx for
 * them (it normalises some paths itself), and neither may answer 5xx or leak a file.
 */
export const hostileTargets = [
  { target: "/../package.json", node: 400 },
  { target: "/../../../../../../etc/passwd", node: 400 },
  { target: "/assets/../../csp.json", node: 400 },
  { target: "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", node: 400 },
  { target: "/%2E%2E/secret.txt", node: 400 },
  { target: "/..%2f..%2f..%2f..%2fetc%2fpasswd", node: 400 },
  { target: "/%2e%2e%2f%2e%2e%2fpackage.json", node: 400 },
  { target: "/profession/..%2f..%2f..%2fpackage.json", node: 400 },
  { target: "/..%5c..%5csecret.txt", node: 400 },
  { target: "/%252e%252e/%252e%252e/etc/passwd", node: 404 }, // double-encoded: just a name
  { target: "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", node: 400 }, // overlong UTF-8 dots
  { target: "/index.html%00.txt", node: 400 },
  { target: "/agi%00", node: 400 },
  { target: "/agi\0/../../secret.txt", node: 400 }, // a raw NUL byte in the request line
  { target: "/%", node: 400 },
  { target: "/%zz/package.json", node: 400 },
  { target: "/%E0%A4%A", node: 400 },
  { target: `/${"a".repeat(9000)}`, node: 414 },
  { target: `/agi?${"x".repeat(9000)}`, node: 414 },
  { target: `/${"a/".repeat(10_000)}`, node: 431 }, // past Node's 16 KB header limit
  { target: "//etc/passwd", node: 404 },
  { target: "/./secret.txt", node: 400 },
  { target: "/..;/package.json", node: 404 },
  { target: "/.env", node: 404 },
  { target: "http://127.0.0.1/../../etc/passwd", node: 400 }, // absolute-form target
];

/** Query strings are not paths: the page is served, whatever they hold. */
export const hostileQueries = [
  "/?file=../../etc/passwd",
  "/agi?%zz=%00&x=..%2f..%2f",
  "/?<script>alert(1)</script>",
];

const isBuilt = () =>
  existsSync(join(webBuild, "csp.json")) && existsSync(join(webBuild, "client/index.html"));

/** Builds apps/web if it has no build, one process at a time (node --test runs files in parallel). */
export function ensureWebBuild() {
  if (isBuilt()) return;
  const lock = join(
    tmpdir(),
    `xbench-web-build-${createHash("sha1").update(repo).digest("hex")}.lock`,
  );
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      // A lock older than any build is left over from a killed run.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 300_000) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (!isBuilt()) {
      execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: repo, stdio: "inherit" });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The built site copied to a temp folder, with embeddable files and a secret beside the site. */
export function prepareBuildCopy() {
  ensureWebBuild();
  const dir = mkdtempSync(join(tmpdir(), "xbench-serve-"));
  chmodSync(dir, 0o755); // nginx's workers run as nobody
  const build = join(dir, "build");
  try {
    cpSync(webBuild, build, { recursive: true });
    writeFileSync(join(build, "secret.txt"), `${outsideMarker}\n`);
    mkdirSync(join(build, "client/badge"), { recursive: true });
    mkdirSync(join(build, "client/data"), { recursive: true });
    writeFileSync(
      join(build, "client/badge/__test.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><text y="15">xbench</text></svg>\n',
    );
    writeFileSync(join(build, "client/data/__test.json"), '{"board":"scienceqa","rows":[]}\n');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, build };
}

/**
 * Serves a build on a spare port for the enclosing describe block: `make()` writes it (a folder and the build in it)
 * before its tests run, and the folder is deleted after them. `{ port, build, http }`, filled in before the tests.
 * @param {() => { dir: string, build: string }} make
 */
export function servedBuild(make) {
  /** @type {{ port: number, build: string, dir?: string, http?: import("./serve-web.mjs").WebServer }} */
  const served = { port: 0, build: "" };
  before(async () => {
    const { dir, build } = make();
    served.dir = dir;
    served.build = build;
    const http = createWebServer({ buildDir: build });
    served.http = http;
    await new Promise((resolve) => http.listen(0, "127.0.0.1", () => resolve(undefined)));
    served.port = listeningPort(http);
  });
  after(() => {
    served.http?.close();
    if (served.dir) rmSync(served.dir, { recursive: true, force: true });
  });
  return served;
}

/** Serves a fresh copy of the web build (prepareBuildCopy) on a spare port for the enclosing describe block. */
export const servedCopy = () => servedBuild(prepareBuildCopy);

/**
 * An answer as the raw request got it: status, lower-cased headers (repeated ones joined), body (de-chunked).
 * @typedef {{ status: number, headers: Record<string, string | undefined>, body: Buffer }} RawResponse
 */

/**
 * @param {Buffer} raw
 * @returns {RawResponse}
 */
function parseResponse(raw) {
  const end = raw.indexOf("\r\n\r\n");
  assert.ok(end > 0, `no HTTP response head in ${JSON.stringify(raw.subarray(0, 200).toString())}`);
  const [statusLine, ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const earlier = headers[name];
    headers[name] = earlier === undefined ? value : `${earlier}, ${value}`;
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    /** @type {Buffer[]} */
    const parts = [];
    for (let at = 0; ;) {
      const lineEnd = body.indexOf("\r\n", at);
      const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 4 + size;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(statusLine?.split(" ")[1]), headers, body };
}

/**
 * How a raw request differs from a plain GET.
 * @typedef {{ method?: string, headers?: Record<string, string> }} RawRequestInit
 */

/**
 * One HTTP/1.1 request on its own connection, the target sent exactly as given.
 * @param {number} port
 * @param {string} target
 * @param {RawRequestInit} [init]
 * @returns {Promise<RawResponse>}
 */
export function rawRequest(port, target, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const socket = net.connect(port, "127.0.0.1", () => {
      const head = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
      for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
      socket.write(Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"));
    });
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 60)}`)),
    );
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      if (!chunks.length) reject(error); // a reset after the answer is fine
    });
    socket.on("close", () => {
      if (chunks.length) {
        try {
          resolve(parseResponse(Buffer.concat(chunks)));
        } catch (error) {
          reject(error);
        }
      } else reject(new Error(`connection closed without an answer to ${target.slice(0, 60)}`));
    });
  });
}

/**
 * Inline script bodies, found by walking the tags (independently of harden-build's regex).
 * @param {string} html
 */
export function inlineScriptBodies(html) {
  /** @type {string[]} */
  const bodies = [];
  for (let at = html.indexOf("<script"); at !== -1;) {
    const openEnd = html.indexOf(">", at);
    const close = html.indexOf("</script>", openEnd);
    if (!/\ssrc=/.test(html.slice(at, openEnd))) bodies.push(html.slice(openEnd + 1, close));
    at = html.indexOf("<script", close);
  }
  return bodies;
}

/**
 * A CSP's directives: name to sources.
 * @param {string} csp
 * @returns {Map<string, string[]>}
 */
function directives(csp) {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .flatMap(([name, ...values]) => (name ? [[name, values]] : [])),
  );
}

/**
 * @param {RawResponse} response
 * @param {string} what
 */
function assertNoLeak(response, what) {
  const text = response.body.toString("latin1");
  for (const marker of leakMarkers) assert.ok(!text.includes(marker), `${what} leaked ${marker}`);
}

/** A build's csp.json (scripts/build/harden-build.mjs writes it). */
const cspTable = z.record(z.string(), z.string());

/**
 * The origin in the fallback page's connect-src, checked to be one the built JS calls.
 * @param {string} build
 */
function bundledCmsOrigin(build) {
  const csp = cspTable.parse(JSON.parse(readFileSync(join(build, "csp.json"), "utf8")))["/__spa-fallback.html"] ?? "";
  const origin = directives(csp).get("connect-src")?.[1] ?? "";
  assert.equal(new URL(origin).origin, origin, "connect-src names an origin");
  const assets = join(build, "client/assets");
  const bundled = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .some((name) => readFileSync(join(assets, name), "utf8").includes(origin));
  assert.ok(bundled, `the bundle calls ${origin}`);
  return origin;
}

const htmlUrl = (/** @type {string} */ file) => file.replace(/\/index\.html$/, "") || "/";

/**
 * Registers the serving tests. `server` is filled in by the caller's before(): { port, build }.
 * `flavour` is "node" (exact statuses for hostile targets) or "nginx" (any 4xx).
 * @param {{ port: number, build: string }} server
 * @param {{ flavour: "node" | "nginx", brotli?: boolean }} options
 */
export function defineServingTests(server, { flavour, brotli = true }) {
  const get = (/** @type {string} */ target, /** @type {RawRequestInit} */ init = {}) => rawRequest(server.port, target, init);
  const clientFile = (/** @type {string} */ path) => readFileSync(join(server.build, "client", path));
  const cspByFile = () => cspTable.parse(JSON.parse(readFileSync(join(server.build, "csp.json"), "utf8")));

  test("serves the prerendered HTML for /, /agi and /agi/ with 200", async () => {
    /** @type {Array<[string, string]>} */
    const pages = [
      ["/", "index.html"],
      ["/agi", "agi/index.html"],
      ["/agi/", "agi/index.html"],
      ["/agi/scienceqa", "agi/scienceqa/index.html"],
    ];
    for (const [target, file] of pages) {
      const response = await get(target);
      assert.equal(response.status, 200, target);
      assert.match(response.headers["content-type"] ?? "", /^text\/html/, target);
      assert.deepEqual(response.body, clientFile(file), target);
    }
  });

  test("serves /profession/<id> that is no profession of the list (so not prerendered) with the SPA shell and 200", async () => {
    for (const target of ["/profession/astronomy", "/profession/astronomy/"]) {
      const response = await get(target);
      assert.equal(response.status, 200, target);
      assert.deepEqual(response.body, clientFile("__spa-fallback.html"), target);
      assert.match(response.body.toString(), /Loading your second brain\.\.\./);
    }
  });

  test("answers unknown paths with 404 and the shell that renders the 404 page", async () => {
    for (const target of [
      "/nope",
      "/agi/nope",
      "/profession/legal/extra",
      "/assets/missing.js",
      "/__spa-fallback.html",
    ]) {
      const response = await get(target);
      assert.equal(response.status, 404, target);
      assert.match(response.headers["content-type"] ?? "", /^text\/html/, target);
      assert.deepEqual(response.body, clientFile("__spa-fallback.html"), target);
      assert.equal(response.headers["cache-control"], "no-cache", target);
    }
  });

  test("answers the Chinese site's unknown paths and placeholders with the Chinese shell (issue 16)", async () => {
    /** @type {Array<[string, number]>} */
    const cases = [
      ["/zh/profession/astronomy", 200],
      ["/zh/nope", 404],
      ["/zh/agi/nope", 404],
    ];
    for (const [target, status] of cases) {
      const response = await get(target);
      assert.equal(response.status, status, target);
      assert.deepEqual(response.body, clientFile("zh/__spa-fallback.html"), target);
      assert.match(response.body.toString(), /<html lang="zh-CN">/, target);
    }
    const home = await get("/zh");
    assert.equal(home.status, 200);
    assert.deepEqual(home.body, clientFile("zh/index.html"));
  });

  test("serves the draft preview page at /preview and /zh/preview: the shell, never stored nor indexed, framed by the CMS only", async () => {
    const cms = await bundledCmsOrigin(server.build);
    /** @type {Array<[string, string]>} */
    const pages = [
      ["/preview", "__spa-fallback.html"],
      ["/preview/", "__spa-fallback.html"],
      ["/zh/preview", "zh/__spa-fallback.html"],
    ];
    for (const [target, shell] of pages) {
      const response = await get(target);
      assert.equal(response.status, 200, target);
      // The SPA shell of its language, with nothing of any draft in it: the page fetches the draft in the browser.
      assert.deepEqual(response.body, clientFile(shell), target);
      assert.equal(response.headers["cache-control"], "no-store", target);
      assert.equal(response.headers["x-robots-tag"], "noindex", target);
      assert.equal(response.headers["x-frame-options"], undefined, target);
      assert.deepEqual(directives(response.headers["content-security-policy"] ?? "").get("frame-ancestors"), [cms], target);
    }
    for (const target of ["/", "/agi", "/nope"]) {
      const response = await get(target);
      assert.equal(response.headers["x-robots-tag"], undefined, target);
      assert.equal(response.headers["x-frame-options"], "DENY", target);
    }
  });

  test("caches hashed assets for a year and revalidates HTML and unhashed files", async () => {
    const script = clientFile("index.html")
      .toString()
      .match(/\/assets\/[\w.-]+\.js/)?.[0];
    assert.ok(script, "index.html references a hashed script");
    const asset = await get(script);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers["cache-control"], immutable);
    assert.match(asset.headers["content-type"] ?? "", /javascript/);
    for (const target of ["/", "/agi", "/favicon.png", "/robots.txt"]) {
      const response = await get(target);
      assert.equal(response.status, 200, target);
      assert.equal(response.headers["cache-control"], "no-cache", target);
      assert.ok(response.headers.etag, `${target} has an ETag`);
    }
  });

  test("answers 304 to If-None-Match with the page's ETag", async () => {
    const first = await get("/agi");
    const again = await get("/agi", { headers: { "If-None-Match": first.headers.etag ?? "" } });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const changed = await get("/agi", { headers: { "If-None-Match": '"something-else"' } });
    assert.equal(changed.status, 200);
  });

  test("answers conditional requests as RFC 9110 says: weak comparison, lists, *, If-Modified-Since", async () => {
    const first = await get("/agi");
    const { etag } = first.headers;
    const lastModified = first.headers["last-modified"];
    assert.ok(etag && lastModified);
    const opaque = etag.replace(/^W\//, "");
    const dayMs = 24 * 3600 * 1000;
    const at = (/** @type {number} */ offset) => new Date(Date.parse(lastModified) + offset).toUTCString();
    /** @type {Array<[Record<string, string>, number]>} */
    const cases = [
      [{ "If-None-Match": "*" }, 304],
      [{ "If-None-Match": `"other", ${etag}` }, 304],
      [{ "If-None-Match": opaque }, 304], // the strong form of a weak tag
      [{ "If-None-Match": `W/${opaque}` }, 304],
      [{ "If-None-Match": '"other"' }, 200],
      [{ "If-Modified-Since": lastModified }, 304],
      [{ "If-Modified-Since": at(dayMs) }, 304],
      [{ "If-Modified-Since": at(-dayMs) }, 200],
      // If-None-Match decides when both are sent (RFC 9110 13.1.3).
      [{ "If-None-Match": '"other"', "If-Modified-Since": lastModified }, 200],
    ];
    for (const [headers, status] of cases) {
      const response = await get("/agi", { headers });
      assert.equal(response.status, status, JSON.stringify(headers));
      if (status === 304) {
        assert.equal(response.body.length, 0);
        assert.equal(response.headers.etag, etag, `a 304 repeats the ETag (${JSON.stringify(headers)})`);
        assert.equal(response.headers["cache-control"], "no-cache");
      }
    }
  });

  test("chooses the encoding by the q-values of Accept-Encoding", async () => {
    /** @type {Array<[string, string | undefined]>} */
    const cases = [
      ["br;q=0, gzip", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["gzip;q=0.5, br", brotli ? "br" : "gzip"],
      ["gzip, deflate, br, zstd", brotli ? "br" : "gzip"],
      ["identity", undefined],
      ["gzip;q=0", undefined],
    ];
    for (const [accept, encoding] of cases) {
      const response = await get("/agi", { headers: { "Accept-Encoding": accept } });
      assert.equal(response.status, 200, accept);
      assert.equal(response.headers["content-encoding"], encoding, accept);
    }
  });

  test("answers two Host headers with 400 (RFC 9112 3.2)", async () => {
    const response = await get("/agi", { headers: { Host: "evil.example" } });
    assert.equal(response.status, 400);
    assertNoLeak(response, "two Host headers");
  });

  test("sends the security headers on error answers too (400, 405, 414, 431)", async () => {
    /** @type {Array<[string, RawRequestInit]>} */
    const errors = [
      ["/%", {}],
      ["/agi", { method: "POST", headers: { "Content-Length": "0" } }],
      [`/${"a".repeat(9000)}`, {}],
      [`/${"a/".repeat(10_000)}`, {}],
      ["/agi", { headers: { Host: "evil.example" } }],
    ];
    for (const [target, init] of errors) {
      const { status, headers } = await get(target, init);
      const what = `${init.method ?? "GET"} ${target.slice(0, 30)} → ${status}`;
      assert.ok(status >= 400 && status < 500, what);
      assert.equal(headers["x-content-type-options"], "nosniff", what);
      assert.equal(headers["x-frame-options"], "DENY", what);
      assert.match(headers["content-security-policy"] ?? "", /default-src 'none'|frame-ancestors 'none'/, what);
      assert.equal(headers["referrer-policy"], "strict-origin-when-cross-origin", what);
    }
  });

  test("serves the precompressed brotli and gzip files to clients that accept them", async () => {
    const script =
      clientFile("index.html")
        .toString()
        .match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const encodings = brotli ? ["br", "gzip"] : ["gzip"];
    /** @type {Array<[string, string]>} */
    const files = [
      ["/agi", "agi/index.html"],
      [script, script.slice(1)],
      ["/data/index.json", "data/index.json"],
    ];
    for (const [target, file] of files) {
      for (const encoding of encodings) {
        const response = await get(target, { headers: { "Accept-Encoding": encoding } });
        assert.equal(response.status, 200, `${target} ${encoding}`);
        assert.equal(response.headers["content-encoding"], encoding, `${target} ${encoding}`);
        assert.match(response.headers.vary ?? "", /Accept-Encoding/i);
        const decoded =
          encoding === "br" ? brotliDecompressSync(response.body) : gunzipSync(response.body);
        assert.deepEqual(decoded, clientFile(file), `${target} ${encoding}`);
      }
      const plain = await get(target);
      assert.equal(plain.headers["content-encoding"], undefined, `${target} uncompressed`);
    }
  });

  test("sends each page a CSP that allows exactly the sha256 of its own inline scripts", async () => {
    // The CMS origin the bundle calls (VITE_API_BASE_URL at build time) is the one allowed.
    const cms = await bundledCmsOrigin(server.build);
    const files = Object.keys(cspByFile());
    assert.ok(files.length >= 10, "a CSP for every prerendered page");
    for (const file of files) {
      const targets =
        file === "/__spa-fallback.html"
          ? ["/profession/astronomy", "/nope"]
          : file === "/zh/__spa-fallback.html"
            ? ["/zh/profession/astronomy", "/zh/nope"]
            : [htmlUrl(file)];
      for (const target of targets) {
        const response = await get(target);
        const csp = directives(response.headers["content-security-policy"] ?? "");
        const expected = inlineScriptBodies(response.body.toString("utf8")).map(
          (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
        );
        assert.ok(expected.length >= 3, `${target} has inline scripts`);
        const allowed = csp.get("script-src") ?? [];
        assert.deepEqual(
          new Set(allowed.filter((source) => source.startsWith("'sha256-"))),
          new Set(expected),
          `${target}: script-src hashes`,
        );
        assert.ok(allowed.includes("'self'") && !allowed.includes("'unsafe-inline'"), target);
        assert.deepEqual(csp.get("connect-src"), ["'self'", cms], target);
        assert.deepEqual(csp.get("img-src"), ["'self'", cms], target);
        // The draft preview page is framed by the CMS's admin (Strapi's Preview), and by nothing else.
        assert.deepEqual(csp.get("frame-ancestors"), previewFile.test(file) ? [cms] : ["'none'"], target);
        assert.deepEqual(csp.get("object-src"), ["'none'"], target);
        assert.deepEqual(csp.get("base-uri"), ["'self'"], target);
        // /submit posts to the CMS when JavaScript is off.
        assert.deepEqual(csp.get("form-action"), ["'self'", cms], target);
      }
    }
  });

  test("sends the security headers on pages, assets and 404s", async () => {
    for (const target of ["/", "/agi/aisearch", "/favicon.png", "/nope", "/profession/legal"]) {
      const { headers } = await get(target);
      assert.equal(headers["x-content-type-options"], "nosniff", target);
      assert.equal(headers["referrer-policy"], "strict-origin-when-cross-origin", target);
      assert.match(headers["permissions-policy"] ?? "", /camera=\(\)/, target);
      assert.equal(headers["cross-origin-opener-policy"], "same-origin", target);
      assert.equal(headers["x-frame-options"], "DENY", target);
      assert.match(headers["content-security-policy"] ?? "", /frame-ancestors 'none'/, target);
      assert.equal(headers["access-control-allow-origin"], undefined, target);
    }
  });

  test("lets other sites embed and fetch badge and data files", async () => {
    const types = {
      "/badge/__test.svg": /^image\/svg\+xml/,
      "/data/__test.json": /^application\/json/,
      // The build's own data API and badges (docs/data-api.md).
      "/data/index.json": /^application\/json/,
      "/data/schema/v1/index.json": /^application\/json/,
      "/badge/deepsearch/2025.10/fellou.svg": /^image\/svg\+xml/,
    };
    for (const [target, type] of Object.entries(types)) {
      const { status, headers } = await get(target);
      assert.equal(status, 200, target);
      assert.match(headers["content-type"] ?? "", type, target);
      assert.equal(headers["cache-control"], "no-cache", target);
      assert.equal(headers["access-control-allow-origin"], "*", target);
      assert.equal(headers["x-frame-options"], undefined, target);
      assert.doesNotMatch(headers["content-security-policy"] ?? "", /frame-ancestors/, target);
      assert.equal(headers["x-content-type-options"], "nosniff", target);
    }
  });

  test("serves the Atom feed of board editions as application/atom+xml, compressed too", async () => {
    for (const encoding of [undefined, "gzip"]) {
      const response = await get("/feed.xml", {
        headers: encoding ? { "Accept-Encoding": encoding } : {},
      });
      assert.equal(response.status, 200);
      assert.match(response.headers["content-type"] ?? "", /^application\/atom\+xml/);
      assert.equal(response.headers["content-encoding"], encoding);
      const body = encoding ? gunzipSync(response.body) : response.body;
      assert.match(body.toString("utf8"), /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
      assert.equal(response.headers["cache-control"], "no-cache");
    }
  });

  test("answers HEAD without a body and refuses other methods with 405", async () => {
    const head = await get("/agi", { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await get("/agi", { method, headers: { "Content-Length": "0" } });
      assert.equal(response.status, 405, method);
    }
  });

  test(`never answers 5xx nor leaks a file outside the site for ${hostileTargets.length} hostile paths`, async () => {
    for (const { target, node } of hostileTargets) {
      const what = JSON.stringify(target.length > 60 ? `${target.slice(0, 60)}…` : target);
      const response = await get(target);
      if (flavour === "node") assert.equal(response.status, node, what);
      else
        assert.ok(response.status >= 400 && response.status < 500, `${what}: ${response.status}`);
      assertNoLeak(response, what);
    }
    assert.equal((await get("/")).status, 200, "still serving after the hostile requests");
  });

  test("serves the page whatever hostile query string comes with it", async () => {
    for (const target of hostileQueries) {
      const response = await get(target);
      assert.equal(response.status, 200, target);
      assertNoLeak(response, target);
    }
  });

  test("survives an inverted byte range", async () => {
    const response = await get("/agi", { headers: { Range: "bytes=500-10" } });
    assert.ok([200, 416].includes(response.status), `status ${response.status}`);
    assert.equal((await get("/agi")).status, 200);
  });
}
