import type { Core } from '@strapi/strapi';

import { assertProductionSecrets } from '../src/lib/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  assertProductionSecrets(process.env);

  return {
    // Loopback by default: the CMS sits beside the site; expose it through a reverse proxy, not directly.
    host: env('CMS_HOST', '127.0.0.1'),
    // CMS_PORT, not PORT: the root start script gives PORT to the site.
    port: env.int('CMS_PORT', 1337),
    app: {
      keys: env.array('APP_KEYS')!,
    },
    // Koa believes X-Forwarded-* only when proxies are configured; global::request-guard drops those headers
    // from any other peer and decides the client address itself (src/lib/client-address.ts). Strapi 5 reads
    // `proxy.koa` (a bare boolean here was ignored, so ctx.secure never saw a proxy's X-Forwarded-Proto: https).
    proxy: { koa: env.array('CMS_TRUSTED_PROXIES', []).length > 0 },
    // Uploaded media live in <public dir>/uploads; tests point this at a temporary directory.
    dirs: { public: env('CMS_PUBLIC_DIR', './public') },
    webhooks: {
      populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
    },
    logger: {
      updates: { enabled: false },
      startup: { enabled: env.bool('CMS_STARTUP_LOG', true) },
      // Strapi's own default, `http`: a line per request. The test suites log `info` and up: their CMSs answer
      // thousands of queries, and the hostile corpus's 9,072 took 19.9-21.7 CPU-s of the CMS with a line each,
      // 18.6-19.0 without (two rounds each, interleaved).
      config: { level: env('CMS_LOG_LEVEL', 'http') },
    },
  };
};

export default config;
