import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

import { clientAddress, readTrustedProxies } from '../lib/client-address';
import { isUnder, settleRequestPath } from '../lib/request-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Bodies a cross-site HTML form can send without a CORS preflight. The admin API speaks JSON (and the media
// library multipart, behind a bearer token), so a simple body on /admin/* can only be a forged form.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function errorBody(status: number, name: string, message: string) {
  return { data: null, error: { status, name, message, details: {} } };
}

/** Origins this server answers as: its own Host (and CMS_PUBLIC_URL behind a proxy). */
function ownOrigins(ctx: Context): Set<string> {
  const origins = new Set([`http://${ctx.host}`, `https://${ctx.host}`]);
  const publicUrl = process.env.CMS_PUBLIC_URL;
  if (publicUrl) {
    try {
      origins.add(new URL(publicUrl).origin);
    } catch {
      // an invalid CMS_PUBLIC_URL adds nothing
    }
  }
  return origins;
}

/** A browser request sent by another site: told by Sec-Fetch-Site, or by an Origin that is not this server. */
function isCrossSite(ctx: Context): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = ctx.get('origin');
  return origin !== '' && !ownOrigins(ctx).has(origin);
}

/**
 * First in the stack (config/middlewares.ts): refuses what no legitimate client sends before anything else reads
 * the request, and fixes the headers of every answer on the way out, errors and cache hits included.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trusted = readTrustedProxies(process.env);
  if (trusted.size > 0) strapi.log.info(`request-guard: X-Forwarded-For honoured from ${[...trusted].join(', ')}`);

  return async (ctx: Context, next: Next) => {
    try {
      // RFC 9112 3.2: a request with more than one Host header is answered 400.
      if ((ctx.req.headersDistinct.host?.length ?? 0) > 1) {
        ctx.status = 400;
        ctx.body = errorBody(400, 'BadRequestError', 'More than one Host header');
        return;
      }

      // Every guard below and after this one decides by the canonical path (src/lib/request-path.ts).
      const path = settleRequestPath(ctx);
      if (path === undefined) {
        ctx.status = 400;
        ctx.body = errorBody(400, 'BadRequestError', 'The path has a broken percent-escape');
        return;
      }

      const forwardedFor = ctx.get('x-forwarded-for');
      ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress, forwardedFor, trusted);
      if (!trusted.has(ctx.req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '')) {
        delete ctx.req.headers['x-forwarded-for'];
        delete ctx.req.headers['x-forwarded-host'];
        delete ctx.req.headers['x-forwarded-proto'];
      }

      if (!SAFE_METHODS.has(ctx.method) && !isUnder(path, '/api')) {
        if (isCrossSite(ctx)) {
          ctx.status = 403;
          ctx.body = errorBody(403, 'ForbiddenError', 'Cross-site requests to the admin API are refused');
          return;
        }
        if (isUnder(path, '/admin') && FORM_TYPES.some((type) => ctx.is(type) === type)) {
          ctx.status = 415;
          ctx.body = errorBody(415, 'UnsupportedMediaTypeError', 'The admin API accepts JSON bodies only');
          return;
        }
        if (path === '/admin/register-admin') {
          ctx.status = 403;
          ctx.body = errorBody(
            403,
            'ForbiddenError',
            'Registering the first admin over HTTP is closed: it is created at start from ADMIN_EMAIL and ADMIN_PASSWORD (see apps/cms/README.md)',
          );
          return;
        }
      }

      await next();
    } finally {
      // Strapi's CORS middleware gives a request without Origin `Access-Control-Allow-Origin: *`, errors
      // included; such a request is no cross-origin browser call, so only configured origins ever see one.
      if (!ctx.get('origin')) ctx.remove('Access-Control-Allow-Origin');
      ctx.remove('X-Powered-By');
      if (ctx.status === 429 && !ctx.response.get('Retry-After')) {
        const reset = Number(ctx.response.get('X-RateLimit-Reset'));
        const seconds = Number.isFinite(reset) && reset > 0 ? Math.ceil(reset - Date.now() / 1000) : 60;
        ctx.set('Retry-After', String(Math.max(1, seconds)));
      }
    }
  };
};
