import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

import { answerPostPreflight, siteOrigins } from '../lib/post-preflight';
import { requestPath } from '../lib/request-path';
import { MAX_BODY_BYTES } from '@evergreen/boards';

const PATH = /^\/api\/submissions(?:\/status)?$/;

function refuse(ctx: Context, status: number, name: string, message: string) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/**
 * Before CORS and the body parser, for the two submission routes only: answers their CORS preflight (POST with
 * JSON and an Idempotency-Key, from the configured site origins; every other route keeps GET-only CORS), and
 * refuses any body that is not a small JSON or form body, so the parser never reads more than 16 KB or a file.
 * A body the parser cannot read (broken JSON) answers 400, not 500.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  const origins = siteOrigins(process.env);

  return async (ctx: Context, next: Next) => {
    if (!PATH.test(requestPath(ctx))) return next();

    if (ctx.method === 'OPTIONS') return answerPostPreflight(ctx, origins, 'Content-Type, Accept, Idempotency-Key');
    if (ctx.method !== 'POST') return next();

    if (!ctx.is('application/json', 'application/x-www-form-urlencoded')) {
      return refuse(ctx, 415, 'UnsupportedMediaTypeError', 'Send the submission as application/json or a form (application/x-www-form-urlencoded)');
    }
    const declared = ctx.get('content-length');
    if (!/^\d+$/.test(declared)) return refuse(ctx, 411, 'LengthRequiredError', 'A Content-Length is required');
    if (Number(declared) > MAX_BODY_BYTES) {
      return refuse(ctx, 413, 'PayloadTooLargeError', `The body may be at most ${MAX_BODY_BYTES} bytes`);
    }
    try {
      await next();
    } catch (error) {
      const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return refuse(ctx, 400, 'ValidationError', 'The body could not be read (malformed JSON or form data)');
      }
      throw error;
    }
  };
};
