import type { Context } from 'koa';

// The CORS preflight of the few public POST routes the site's pages call (submissions, draft previews): every other
// route keeps the GET-only CORS of strapi::cors (config/middlewares.ts).

/** The site origins that may call the CMS from a browser: CMS_CORS_ORIGINS (comma-separated). */
export function siteOrigins(env: NodeJS.ProcessEnv): Set<string> {
  return new Set(
    (env.CMS_CORS_ORIGINS ?? 'http://127.0.0.1:4173,http://localhost:4173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );
}

/** Answers an OPTIONS preflight: 204, with the CORS grant for POST and these headers only to a site origin. */
export function answerPostPreflight(ctx: Context, origins: ReadonlySet<string>, allowHeaders: string): void {
  const origin = ctx.get('origin');
  ctx.status = 204;
  ctx.set('Vary', 'Origin');
  if (origins.has(origin)) {
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Methods', 'POST');
    ctx.set('Access-Control-Allow-Headers', allowHeaders);
    ctx.set('Access-Control-Max-Age', '600');
  }
}
