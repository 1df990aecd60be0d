import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // Before everything: refuses duplicate Host and cross-site admin writes, decides the client address, and fixes
  // every answer's headers on the way out (CORS only for configured origins, no X-Powered-By, Retry-After on 429).
  'global::request-guard',
  // Strict-Transport-Security on answers to HTTPS requests only (cache hits and errors included).
  'global::hsts',
  // Next, so a cache hit skips the rest of the stack; it replays the headers the full stack produced. It also
  // compresses public reads (brotli or gzip by Accept-Encoding, above 1 KB), once per cached body.
  'global::public-cache',
  // Only cache misses get here: the per-client and process-wide limits on reads that cost a database query. Before
  // the logger and the rest, so that refusing a flood is cheap and does not flood the log (it logs a summary).
  'global::read-budget',
  'strapi::logger',
  'strapi::errors',
  // Its HSTS is off: it would be sent over plain HTTP too; global::hsts sends it for HTTPS only.
  { name: 'strapi::security', config: { hsts: false } },
  // The two submission routes: their own CORS preflight (POST), and only a small JSON or form body reaches the parser.
  'global::submission-intake',
  // POST /api/previews (a draft for the site's preview page): never cached nor indexed, its own CORS preflight.
  'global::draft-preview',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CMS_CORS_ORIGINS', ['http://127.0.0.1:4173', 'http://localhost:4173']),
      methods: ['GET', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Accept', 'If-None-Match'],
      credentials: false,
      maxAge: 600,
    },
  },
  'strapi::query',
  'global::query-validation',
  // /api/upload refuses writes without credentials before reading their body; an unreadable multipart body
  // answers 400, not 500 (src/middlewares/upload-guard.ts).
  'global::upload-guard',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
