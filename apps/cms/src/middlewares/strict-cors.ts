import type { Context, Next } from 'koa';

/**
 * Strapi's CORS middleware answers a request without an Origin header with `Access-Control-Allow-Origin: *`.
 * Such a request is not a cross-origin browser call, so drop the header: only the configured origins ever see one.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.get('origin')) ctx.remove('Access-Control-Allow-Origin');
};
