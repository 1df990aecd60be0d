// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";

import { chineseShell, untranslatedKeys } from "./harden-build.mjs";

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
