// @ts-check
// The plain reference document of `npm run bench:lighthouse -- --floor` (issue 38): what a page with no script and
// ordinary markup scores on this machine, measured in the same run as the site's pages. A heading, a paragraph and a
// 20-row table in system fonts; valid HTML with lang, title, viewport and description; no script, no web font, no
// request but the document (the icon is an empty data: URL). Served from loopback by a tiny server on a free port.
import { createServer } from "node:http";

import { listeningPort } from "../server/ports.mjs";

const MODELS = ["Atlas", "Borealis", "Cirrus", "Delta", "Ember"];
const COMPANIES = ["Northwind Labs", "Blue Finch AI", "Quartz Systems", "Helix Research"];

const rows = Array.from({ length: 20 }, (_, i) => {
  const model = `${MODELS[i % MODELS.length]} ${1 + Math.floor(i / MODELS.length)}.${i % 3}`;
  const score = (92.4 - i * 1.7).toFixed(1);
  return `<tr><td>${i + 1}</td><td>${model}</td><td>${COMPANIES[i % COMPANIES.length]}</td><td>${score}</td></tr>`;
});

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference leaderboard</title>
<meta name="description" content="A plain leaderboard of twenty rows: the reference document of the Lighthouse floor bench.">
<link rel="icon" href="data:,">
<style>
body { margin: 0 auto; max-width: 60rem; padding: 1rem; font-family: system-ui, sans-serif; line-height: 1.5; color: #111; background: #fff; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 0.5rem; border-bottom: 1px solid #ccc; text-align: left; }
th:last-child, td:last-child { text-align: right; }
</style>
</head>
<body>
<main>
<h1>Reference leaderboard</h1>
<p>Twenty models ranked by their score on one benchmark. This document has no script and no web font: it is what
ordinary markup costs in a Lighthouse run on this machine.</p>
<table>
<caption>Scores, best first</caption>
<thead><tr><th scope="col">Rank</th><th scope="col">Model</th><th scope="col">Company</th><th scope="col">Score</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
</main>
</body>
</html>
`;

/**
 * Serves REFERENCE_HTML at `/` and a robots.txt (the runs' same-origin start page, as on the site) on 127.0.0.1 at a
 * free port. Resolves to `{ base, close() }`.
 */
/** @returns {Promise<{ base: string, close: () => Promise<void> }>} */
export function serveReferenceDocument() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
    } else if (path === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(REFERENCE_HTML);
    } else if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end("User-agent: *\nAllow: /\n");
    } else {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = listeningPort(server);
      /** @type {() => Promise<void>} */
      const close = () => new Promise((done) => server.close(() => done()));
      resolve({ base: `http://127.0.0.1:${port}`, close });
    });
  });
}
