// @ts-check
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { brotliQualityOf, chineseShell, compressed, pruneCompressionCache, untranslatedKeys } from "./harden-build.mjs";

const englishShell =
  '<!DOCTYPE html><html lang="en"><head><link rel="alternate" type="application/atom+xml" title="xbench leaderboard editions" href="/feed.xml"/></head>' +
  '<body><a href="#main">Skip to content</a><div role="status"><p>Loading your second brain...</p></div></body></html>';

test("the Chinese shell is the English one in Chinese: language, skip link, loading text and feed title", () => {
  const html = chineseShell(englishShell);
  assert.match(html, /<html lang="zh-CN">/);
  assert.match(html, />跳到正文</);
  assert.match(html, />正在加载你的第二大脑……</);
  assert.match(html, /title="xbench 排行榜各期版本"/);
  assert.doesNotMatch(html, /Loading your second brain|Skip to content|leaderboard editions/);
});

test("a shell without a text the Chinese one replaces fails the build, naming the text", () => {
  assert.throws(
    () => chineseShell(englishShell.replace("Loading your second brain...", "Loading")),
    /Loading your second brain/,
  );
  assert.throws(() => chineseShell(englishShell.replace(' lang="en"', "")), /lang="en"/);
});

test("finds message keys a page shows instead of their text, not those in its data scripts", () => {
  const html =
    '<nav aria-label="nav.main"><a>nav.home</a><a>News</a></nav>' +
    '<script>window.__reactRouterContext={"nav.news":"News"}</script><p>see nav.homepage or x.nav.home</p>';
  assert.deepEqual(untranslatedKeys(html), ["nav.main", "nav.home"]);
});

test("compressed copies come from the cache when the same bytes were compressed before, and decompress to them", async () => {
  const cache = mkdtempSync(join(tmpdir(), "precompressed-"));
  try {
    const page = Buffer.from(`<!DOCTYPE html><p>${"a leaderboard row ".repeat(200)}</p>`);
    const first = await compressed(page, cache);
    assert.deepEqual(brotliDecompressSync(first.br), page);
    assert.deepEqual(gunzipSync(first.gzipped), page);
    const entries = readdirSync(cache).sort();
    assert.equal(entries.length, 2, "one .br and one .gz, no partial file left");
    assert.match(entries[0] ?? "", /^[0-9a-f]{64}\.br$/);
    // A second build reads the entry: what the cache holds is what it returns.
    for (const name of entries) writeFileSync(join(cache, name), `from the cache ${name}`);
    const again = await compressed(page, cache);
    assert.equal(String(again.br), `from the cache ${entries[0]}`);
    assert.equal(String(again.gzipped), `from the cache ${entries[1]}`);
    // Other bytes are compressed anew.
    const other = Buffer.from(`${page}<p>one more row</p>`);
    assert.deepEqual(brotliDecompressSync((await compressed(other, cache)).br), other);
    assert.equal(readdirSync(cache).length, 4);
    // Other settings too: a page's quality-8 copy is never the asset's quality-11 one.
    const atEight = await compressed(page, cache, 8);
    assert.equal(atEight.cached, false);
    assert.deepEqual(brotliDecompressSync(atEight.br), page);
    assert.equal(readdirSync(cache).length, 6);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});

test("hashed assets are compressed at brotli's best quality, pages and data files at 8", () => {
  assert.equal(brotliQualityOf("assets/board-Ab12Cd.js"), 11);
  assert.equal(brotliQualityOf(join("assets", "root-Ab12Cd.css")), 11);
  for (const rewritten of ["index.html", join("agi", "aisearch", "index.html"), "agi/aisearch.data", "data/deepsearch/2025.10.json"])
    assert.equal(brotliQualityOf(rewritten), 8, rewritten);
});

test("pruning the cache deletes the entries no build used for the keep time, and keeps the others", () => {
  const cache = mkdtempSync(join(tmpdir(), "precompressed-"));
  try {
    for (const name of ["old.br", "recent.br"]) writeFileSync(join(cache, name), name);
    const longAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(cache, "old.br"), longAgo, longAgo);
    pruneCompressionCache(cache, 60_000);
    assert.deepEqual(readdirSync(cache), ["recent.br"]);
    pruneCompressionCache(join(cache, "missing"), 60_000);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
