// @ts-check
// Lists what a Chinese page still shows in English: text nodes and control/image names with no Chinese
// character and at least one English word that is not a known name (agents, companies, benchmarks, units,
// code). A review aid for issue 16, not a test: names make a strict rule impossible, so read its output.
// Usage: node scripts/checks/zh-audit.mjs [http://127.0.0.1:4173] (a served build; JavaScript off, as a crawler sees it).
import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";
import { z } from "zod";

import { chromiumLaunchOptions } from "./chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:4173";
// The reviewed identity table: only its names are read here.
const text = z.string().nullish();
const agentsFileSchema = z.object({
  agents: z.array(z.object({ name: text, company: text, model: text, organization: text })),
});
const agents = agentsFileSchema.parse(JSON.parse(
  readFileSync(
    new URL("../../apps/web/app/data/agents.json", import.meta.url),
    "utf8",
  ),
)).agents;
const names = new Set(
  agents
    .flatMap((agent) => [
      agent.name,
      agent.company,
      agent.model,
      agent.organization,
    ])
    .filter((value) => typeof value === "string")
    .flatMap((value) => value.split(/[\s()/,-]+/)),
);
const known = new Set([
  ...names,
  ...`xbench ScienceQA DeepSearch AISearch GitHub arXiv BibTeX CSV JSON API URL SVG PNG Markdown MIT Apache BY CC
  Recruiting Marketing HR Profession AGI Tracking Chromium Strapi OpenAI Google Anthropic xAI DeepSeek Moonshot
  Gemini Claude Grok Kimi Doubao GPT Qwen Manus Genspark Perplexity Deep Research Pro Flash Sonnet Opus Thinking
  Mini Preview Turbo Max Plus Ultra Lite Search Agent Super Space Fellou Flowith Coze Skywork Minimax MiniMax
  Hunyuan Zhipu GLM Baidu ERNIE Tencent ByteDance Alibaba Meta Llama Mistral Microsoft Copilot pass k avg CI SD
  shields io svg md ms s KB USD RMB English`.split(/\s+/),
]);

const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ javaScriptEnabled: false });
const page = await context.newPage();
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [
  ...sitemap.matchAll(/<loc>(?:https?:\/\/[^/]+)?(\/zh[^<]*)<\/loc>/g),
].map((m) => m[1]);
let total = 0;
for (const path of paths) {
  await page.goto(`${base}${path}`);
  /* global document, NodeFilter -- the function below runs in the page */
  const texts = await page.evaluate(() => {
    const out = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, svg title, code, pre"))
        continue;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [title], [alt], [placeholder]",
    ))
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(`[${name}] ${value}`);
      }
    out.push(`[title] ${document.title}`);
    return out;
  });
  const english = [...new Set(texts)].filter((text) => {
    if (/[\u3400-\u9fff]/.test(text)) return false;
    const words =
      text.replace(/^\[[a-z-]+\] /, "").match(/[A-Za-z]{3,}/g) ?? [];
    return words.some((word) => !known.has(word));
  });
  if (english.length) {
    total += english.length;
    console.log(`\n${path} (${english.length})`);
    for (const text of english.slice(0, 40))
      console.log(`  ${text.slice(0, 140)}`);
  }
}
console.log(`\n${paths.length} Chinese pages, ${total} English-looking texts`);
await browser.close();
