// Serves the built site like a production static host: prerendered HTML per route, the SPA shell
// for /profession/<id>, HTTP 404 with the app's 404 page for anything else, long-lived caching of
// hashed assets, and no-cache (revalidated by ETag) for HTML.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

const root = fileURLToPath(new URL("../apps/web/build/client", import.meta.url));
const fallbackHtml = readFileSync(`${root}/__spa-fallback.html`);

const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

const serveStatic = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  },
});

function sendFallback(res, status) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Length": fallbackHtml.length,
  });
  res.end(fallbackHtml);
}

export function createWebServer() {
  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    serveStatic(req, res, () => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      // Profession pages beyond the prerendered ones are rendered by the SPA ("Coming soon").
      const isSpaRoute = /^\/profession\/[^/]+\/?$/.test(pathname);
      sendFallback(res, isSpaRoute ? 200 : 404);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  createWebServer().listen(port, host, () => {
    console.log(`Site: http://${host}:${port}`);
  });
}
