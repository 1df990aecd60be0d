// Draws the ScienceQA score-distribution chart from data/scienceqa.json (the published figures, nothing else)
// and writes data/scienceqa-score-distribution.png, which the seed uploads into the media library.
// Run: npm run chart   (needs sharp, installed with Strapi's upload plugin, and a system font for the labels)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const dataUrl = new URL('../data/scienceqa.json', import.meta.url);
const outPath = fileURLToPath(new URL('../data/scienceqa-score-distribution.png', import.meta.url));
const board = JSON.parse(readFileSync(dataUrl, 'utf8'));
const rows = [...board.rows].sort((a, b) => b.average_score - a.average_score || a.rank - b.rank);

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const width = 1200;
const rowHeight = 44;
const top = 96;
const left = 372;
const right = 90;
const plotWidth = width - left - right;
const height = top + rows.length * rowHeight + 70;
const x = (score) => left + (score / 100) * plotWidth;

const grid = [0, 20, 40, 60, 80, 100]
  .map(
    (v) =>
      `<line x1="${x(v)}" y1="${top - 8}" x2="${x(v)}" y2="${top + rows.length * rowHeight}" stroke="#e2e8f0"/>` +
      `<text x="${x(v)}" y="${top + rows.length * rowHeight + 24}" text-anchor="middle" class="axis">${v}</text>`,
  )
  .join('');

const bars = rows
  .map((row, i) => {
    const y = top + i * rowHeight;
    const bon = row.bon_n5_score;
    return [
      bon == null ? '' : `<rect x="${left}" y="${y + 8}" width="${x(bon) - left}" height="${rowHeight - 16}" fill="#c7d2fe"/>`,
      `<rect x="${left}" y="${y + 8}" width="${x(row.average_score) - left}" height="${rowHeight - 16}" fill="#4338ca"/>`,
      `<text x="${left - 12}" y="${y + rowHeight / 2 + 6}" text-anchor="end" class="label">${escape(row.model)}</text>`,
      `<text x="${x(row.average_score) - 8}" y="${y + rowHeight / 2 + 6}" text-anchor="end" class="value">${row.average_score.toFixed(1)}</text>`,
      bon == null ? '' : `<text x="${x(bon) + 8}" y="${y + rowHeight / 2 + 6}" class="bon">${bon.toFixed(1)}</text>`,
    ].join('');
  })
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<style>
  text { font-family: 'DejaVu Sans', Arial, sans-serif; }
  .title { font-size: 26px; font-weight: bold; fill: #0f172a; }
  .subtitle { font-size: 16px; fill: #475569; }
  .label { font-size: 17px; fill: #0f172a; }
  .value { font-size: 15px; font-weight: bold; fill: #ffffff; }
  .bon { font-size: 15px; fill: #3730a3; }
  .axis { font-size: 14px; fill: #64748b; }
</style>
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="32" y="42" class="title">xbench-ScienceQA: score by model</text>
<text x="32" y="70" class="subtitle">Dark bar: score (mean of 5 runs). Light bar: BoN (best of 5). Source: xbench-ai/xbench-evals README.</text>
${grid}${bars}
<text x="${left + plotWidth / 2}" y="${height - 14}" text-anchor="middle" class="axis">score (0-100)</text>
</svg>`;

const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
writeFileSync(outPath, png);
console.log(`wrote ${outPath} (${png.length} bytes, ${rows.length} models)`);
