import type { Context, Next } from 'koa';

// Strict-Transport-Security only on answers to HTTPS requests (RFC 6797 7.2: a host must not send it over plain
// HTTP). Koa's ctx.secure is true for a TLS socket, or for X-Forwarded-Proto: https from a trusted proxy
// (config/server.ts `proxy`; global::request-guard drops the header from any other peer). strapi::security sends
// none itself (hsts: false in config/middlewares.ts).
export const HSTS = 'max-age=31536000; includeSubDomains';

export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  }
};
