import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

import { PREVIEW_PATH } from '../lib/draft-preview';
import { answerPostPreflight, siteOrigins } from '../lib/post-preflight';
import { requestPath } from '../lib/request-path';

const MAX_BODY_BYTES = 1024;

/**
 * Before CORS and the body parser, for POST /api/previews in every spelling of its path (the canonical path): every
 * answer, errors included, is never stored by a cache and never indexed; its CORS preflight (POST with JSON from the
 * site's origins); only a small JSON body reaches the parser.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  const origins = siteOrigins(process.env);
  const mark = (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
  };
  const refuse = (ctx: Context, status: number, name: string, message: string) => {
    ctx.status = status;
    ctx.body = { data: null, error: { status, name, message, details: {} } };
  };

  return async (ctx: Context, next: Next) => {
    if (requestPath(ctx) !== PREVIEW_PATH) return next();
    try {
      if (ctx.method === 'OPTIONS') return answerPostPreflight(ctx, origins, 'Content-Type, Accept');
      if (ctx.method !== 'POST') {
        ctx.set('Allow', 'POST');
        return refuse(ctx, 405, 'MethodNotAllowedError', 'Ask for a preview with POST and the link\'s token: { "token": "…" }');
      }
      if (!ctx.is('application/json')) return refuse(ctx, 415, 'UnsupportedMediaTypeError', 'Send the token as application/json');
      const declared = ctx.get('content-length');
      if (!/^\d+$/.test(declared) || Number(declared) > MAX_BODY_BYTES) {
        return refuse(ctx, 413, 'PayloadTooLargeError', `The body may be at most ${MAX_BODY_BYTES} bytes, with a Content-Length`);
      }
      await next();
    } finally {
      mark(ctx);
    }
  };
};
