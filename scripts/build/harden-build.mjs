// @ts-check
// Post-build step for apps/web (run by its `build` script after `react-router build`):
// 1. a Content-Security-Policy per HTML file that allows exactly that file's inline scripts by
//    sha256, written as build/csp.json (read by scripts/server/serve-web.mjs) and build/nginx-csp.conf
//    (a `map` included by deploy/nginx.conf);
// 2. .br and .gz (level 9) next to every text file, for serve-web.mjs and nginx's *_static. Both are kept in a cache
//    by the file's content hash (apps/web/node_modules/.cache/precompressed): a rebuild after a publish changes a
//    few pages and data files, and compressing the rest again was half of each build's CPU time. Brotli quality 11
//    for the hashed assets (compressed once per content, then from the cache); 8 for pages and data files, which a
//    publish rewrites (every page names the new chunks). Measured on the 171 pages (16.1 MB): quality 10 took 6.65 s
//    of CPU for 2,751 KB, 8 0.35-0.40 s for 2,928 KB (6% more: the home page 15.1 -> 16.0 KB), 6 0.38 s for 2,974 KB,
//    9 3 s for 2,918 KB; 10 is the first level that gains much. So a publish reaches the site about 6 CPU-s sooner
//    (the editors' journey builds five times), for a few KB on a page's first load.
// See docs/decisions/0005-static-serving-and-csp.md.
// Before both: each prerendered page starts its JavaScript after its first paint (scripts-after-paint.mjs,
// docs/decisions/0015-first-paint-from-the-document.md).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { z } from "zod";

import { startScriptsAfterPaint } from "./scripts-after-paint.mjs";

const webDir = fileURLToPath(new URL("../../apps/web", import.meta.url));
// Where react-router.config.ts builds: WEB_BUILD_DIR (relative to apps/web) or apps/web/build.
const defaultBuildDir = resolve(webDir, process.env.WEB_BUILD_DIR || "build");
const textFile = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

// Files under these folders are meant to be embedded or fetched by other sites (badges, data).
export const embeddablePath = /^\/(badge|data)\//;
// Non-HTML files: nothing in them may run or load anything if opened as a document.
export const fileCsp = "default-src 'none'; frame-ancestors 'none'";
export const embeddableCsp = "default-src 'none'; style-src 'unsafe-inline'";
// The draft preview page (issue 35 item 5): the SPA shell, copied where every static host finds it (/preview and
// /zh/preview). No draft is in it: the page fetches the draft in the browser. Never cached, never indexed, and
// framed only by the CMS's admin (Strapi's Preview shows it in a frame).
export const previewFile = /^(\/zh)?\/preview\/index\.html$/;
export const previewHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * Every inline (no src) <script> body of an HTML document, exactly as the browser hashes it.
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(body);
  }
  return scripts;
}

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The CMS origin the built bundle calls: VITE_API_BASE_URL as Vite resolves it, else the default. */
export async function cmsOrigin() {
  const { loadEnv } = await import("vite");
  const value = loadEnv("production", webDir, "VITE_").VITE_API_BASE_URL;
  return new URL(value ? value : "http://127.0.0.1:1337").origin;
}

/**
 * @param {string} html
 * @param {string} cms the CMS origin
 * @param {string} [frameAncestors] who may frame the page: nobody, but the CMS's admin for the preview page
 */
export function pageCsp(html, cms, frameAncestors = "'none'") {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // React renders style attributes and sonner / Radix insert <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${cms}`,
    `connect-src 'self' ${cms}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The /submit form posts to the CMS when JavaScript is off (the CMS answers a plain page).
    `form-action 'self' ${cms}`,
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/** @param {string} dir */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * URL path of a file in the client folder: "/agi/index.html".
 * @param {string} clientDir
 * @param {string} file
 */
function urlPath(clientDir, file) {
  return `/${relative(clientDir, file).split(sep).join("/")}`;
}

/** @param {Record<string, string>} cspByFile */
export function nginxCspMap(cspByFile) {
  const quote = (/** @type {string} */ value) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  const lines = Object.entries(cspByFile).map(([path, csp]) => `    ${path} ${quote(csp)};`);
  return [
    "# Generated by scripts/build/harden-build.mjs: the CSP of each prerendered HTML file.",
    "map $uri $xbench_csp {",
    `    default ${quote(fileCsp)};`,
    `    ~^/(badge|data)/ ${quote(embeddableCsp)};`,
    ...lines,
    "}",
    "",
  ].join("\n");
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const defaultCompressionCache = join(webDir, "node_modules/.cache/precompressed");
// Entries no build has used for this long are deleted at the end of a build.
const cacheKeepMs = 14 * 24 * 3600 * 1000;

/**
 * The brotli quality of a file of the client build (path relative to it): 11 for the content-hashed assets, 8 for
 * the pages and data files every publish rewrites (see the top of this file).
 * @param {string} path
 */
export const brotliQualityOf = (path) => (path.startsWith(`assets${sep}`) || path.startsWith("assets/") ? 11 : 8);

/**
 * The .br (at `quality`) and .gz (level 9) of `source`, from the cache when an earlier build compressed the same
 * bytes with the same settings. A cache entry is written to a temporary name and renamed, so two builds at once
 * never read half of one.
 * @param {Buffer} source
 * @param {string} cacheDir
 * @param {number} [quality] brotli's
 * @returns {Promise<{ br: Buffer, gzipped: Buffer, cached: boolean }>}
 */
export async function compressed(source, cacheDir, quality = 11) {
  // The settings are part of the key: a change to them never serves copies made with the old ones.
  const key = createHash("sha256").update(`brotli quality ${quality}, gzip level 9\0`).update(source).digest("hex");
  const [brFile, gzFile] = [join(cacheDir, `${key}.br`), join(cacheDir, `${key}.gz`)];
  if (existsSync(brFile) && existsSync(gzFile)) {
    const now = new Date();
    for (const file of [brFile, gzFile]) utimesSync(file, now, now);
    return { br: readFileSync(brFile), gzipped: readFileSync(gzFile), cached: true };
  }
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  mkdirSync(cacheDir, { recursive: true });
  for (const [file, data] of /** @type {const} */ ([[brFile, br], [gzFile, gzipped]])) {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, file);
  }
  return { br, gzipped, cached: false };
}

/**
 * Deletes the cache entries (and partial files) that no build has used for `keepMs`.
 * @param {string} cacheDir
 * @param {number} [keepMs]
 */
export function pruneCompressionCache(cacheDir, keepMs = cacheKeepMs) {
  if (!existsSync(cacheDir)) return;
  const oldest = Date.now() - keepMs;
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < oldest) rmSync(file, { force: true });
  }
}

/**
 * @param {string} file
 * @param {string} clientDir the client build it is in
 * @param {string} cacheDir
 */
async function precompress(file, clientDir, cacheDir) {
  const source = readFileSync(file);
  const { br, gzipped, cached } = await compressed(source, cacheDir, brotliQualityOf(relative(clientDir, file)));
  // A compressed copy that is not smaller would only cost bytes (robots.txt, tiny SVGs).
  /** @type {Array<[string, Buffer]>} */
  const copies = [
    [`${file}.br`, br],
    [`${file}.gz`, gzipped],
  ];
  const keep = copies.filter(([, data]) => data.length < source.length);
  for (const [name, data] of keep) writeFileSync(name, data);
  return { raw: source.length, br: Math.min(br.length, source.length), written: keep.length, cached };
}

/** The texts a page shows before its language's catalog loads (the root's, in each language). */
const rootTextsOfLanguage = z.object({ loading: z.string(), skip: z.string(), feedTitle: z.string() });
const rootTexts = z
  .object({ en: rootTextsOfLanguage, "zh-CN": rootTextsOfLanguage })
  .parse(JSON.parse(readFileSync(new URL("../../apps/web/app/i18n/root-texts.json", import.meta.url), "utf8")));
const escapeHtml = (/** @type {string} */ text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The Chinese SPA shell (issue 16): React Router writes one shell, rendered for "/" in English; a page under
 * /zh/ that was not prerendered (a profession placeholder, a 404) gets the same shell with the Chinese
 * language and texts, so it hydrates without a mismatch. Fails when a text is not where it is expected.
 * @param {string} englishShell
 */
export function chineseShell(englishShell) {
  let html = englishShell.replace('<html lang="en">', '<html lang="zh-CN">');
  if (html === englishShell) throw new Error('The SPA shell has no <html lang="en">.');
  for (const key of /** @type {const} */ (["loading", "skip", "feedTitle"])) {
    const english = escapeHtml(rootTexts.en[key]);
    if (!html.includes(english)) throw new Error(`The SPA shell does not contain "${english}".`);
    html = html.replaceAll(english, escapeHtml(rootTexts["zh-CN"][key]));
  }
  return html;
}

/** The message keys of the site (the English catalog lists them all). */
const messageKeys = Object.keys(
  z
    .record(z.string(), z.string())
    .parse(JSON.parse(readFileSync(new URL("../../apps/web/app/i18n/catalogs/en.json", import.meta.url), "utf8"))),
);
const keyPattern = new RegExp(
  `(?<![\\w.-])(${messageKeys.map((key) => key.replaceAll(".", "\\.")).join("|")})(?![\\w.-])`,
  "g",
);

/**
 * Message keys a page shows instead of their text (a page whose loader does not give it a namespace it
 * uses: Lingui prints the key). Scripts are left out: the page's messages travel there, keyed.
 * @param {string} html
 */
export function untranslatedKeys(html) {
  const visible = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "");
  return [...new Set(visible.match(keyPattern) ?? [])];
}

/**
 * @param {string} [buildDir]
 * @param {string} [cacheDir] where compressed copies are kept between builds
 */
export async function hardenBuild(buildDir = defaultBuildDir, cacheDir = defaultCompressionCache) {
  const clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "zh"), { recursive: true });
  const englishShell = readFileSync(join(clientDir, "__spa-fallback.html"), "utf8");
  const shells = { "": englishShell, zh: chineseShell(englishShell) };
  writeFileSync(join(clientDir, "zh", "__spa-fallback.html"), shells.zh);
  for (const [language, shell] of Object.entries(shells)) {
    mkdirSync(join(clientDir, language, "preview"), { recursive: true });
    writeFileSync(join(clientDir, language, "preview", "index.html"), shell);
  }
  const files = listFiles(clientDir).filter((file) => textFile.test(file));
  const cms = await cmsOrigin();

  /** @type {Record<string, string>} */
  const cspByFile = {};
  /** @type {string[]} */
  const untranslated = [];
  for (const file of files.filter((name) => name.endsWith(".html")).sort()) {
    const prerendered = readFileSync(file, "utf8");
    const html = startScriptsAfterPaint(prerendered);
    if (html !== prerendered) writeFileSync(file, html);
    const served = urlPath(clientDir, file);
    cspByFile[served] = pageCsp(html, cms, previewFile.test(served) ? cms : undefined);
    const keys = untranslatedKeys(html);
    if (keys.length) untranslated.push(`${urlPath(clientDir, file)}: ${keys.join(", ")}`);
  }
  // Issue 16: a page never shows a message key; its route's loader must give it the namespace.
  if (untranslated.length) {
    throw new Error(`Pages show message keys instead of text:\n${untranslated.join("\n")}`);
  }
  const results = await Promise.all(files.map((file) => precompress(file, clientDir, cacheDir)));
  pruneCompressionCache(cacheDir);
  writeFileSync(join(buildDir, "nginx-csp.conf"), nginxCspMap(cspByFile));
  // Last: a running serve-web.mjs re-indexes the build when this file changes.
  writeFileSync(join(buildDir, "csp.json"), `${JSON.stringify(cspByFile, null, 2)}\n`);
  const raw = results.reduce((sum, r) => sum + r.raw, 0);
  const br = results.reduce((sum, r) => sum + r.br, 0);
  const written = results.reduce((sum, r) => sum + r.written, 0);
  const compressedNow = results.filter((r) => !r.cached);
  console.log(
    `harden-build: CSP for ${Object.keys(cspByFile).length} HTML files (CMS origin ${cms}); ` +
      `${written} precompressed files for ${files.length} text files, ` +
      `${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli; ` +
      `${compressedNow.length} compressed now (${(compressedNow.reduce((sum, r) => sum + r.raw, 0) / 1024).toFixed(0)} KB), the rest from the cache`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await hardenBuild(process.argv[2] ?? defaultBuildDir);
}
