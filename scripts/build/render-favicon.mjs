// @ts-check
// `node scripts/build/render-favicon.mjs`: draws apps/web/icons/favicon.svg (the icon's source) into
// apps/web/public/favicon.png, 32 x 32, with Debian's Chromium. The site links the PNG, not the SVG: an SVG
// icon is a document of its own, built on each page's main thread after the first paint (26–37 ms at CPU x4),
// where a PNG is a 1–5 ms decode (decision 0015, 2026-11-26, third session). Run it after changing the SVG.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { requireDev } from "../bench/lib.mjs";

const { chromium } = requireDev("playwright", "the version in apps/web/package.json");
const SIZE = 32;
const source = fileURLToPath(new URL("../../apps/web/icons/favicon.svg", import.meta.url));
const target = fileURLToPath(new URL("../../apps/web/public/favicon.png", import.meta.url));

const svg = readFileSync(source).toString("base64");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style>` +
      `<img src="data:image/svg+xml;base64,${svg}" width="${SIZE}" height="${SIZE}" style="display:block">`,
  );
  await page.screenshot({ path: target, omitBackground: true });
  console.log(`render-favicon: wrote ${target} (${SIZE} x ${SIZE})`);
} finally {
  await browser.close();
}
