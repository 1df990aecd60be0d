import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First, so a cache hit skips the rest of the stack; it replays the headers the full stack produced. It also
  // compresses public reads (brotli or gzip by Accept-Encoding, above 1 KB), once per cached body.
  'global::public-cache',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'global::strict-cors',
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
  'strapi::poweredBy',
  'strapi::query',
  'global::query-validation',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
