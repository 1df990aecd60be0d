import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

import { isUnder, requestPath } from '../lib/request-path';

// The media library's public API (/api/upload, /api/upload/files/...) is for API-token holders only: the Public
// role holds no upload grant (src/lib/permissions.ts), and the site has no end-user accounts.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BEARER = /^bearer\s+\S+/i;
// Up to this much of an unread body, Node reads and drops the rest after the answer and keeps the connection; a
// larger (or undeclared, chunked) body gets its connection closed instead (closeIfLarge).
const DRAIN_LIMIT = 64 * 1024;
const LINGER_MS = 2_000;

function refuse(ctx: Context, status: number, name: string, message: string) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/**
 * Node reads (and drops) the rest of an unread body after the answer, to keep the connection alive. For a large or
 * undeclared (chunked) body, stop reading instead: once the answer is out, the socket is paused and half-closed, and
 * destroyed after a short linger (so that the client reads the answer before a reset can reach it).
 */
function closeIfLarge(ctx: Context) {
  const declared = ctx.get('content-length');
  if (/^\d+$/.test(declared) && Number(declared) <= DRAIN_LIMIT) return;
  const socket = ctx.req.socket;
  ctx.res.once('finish', () =>
    setImmediate(() => {
      socket.pause();
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }),
  );
}

/** A body the parser could not read: formidable's errors carry the HTTP status they mean (400, 413). */
function bodyError(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const httpCode = 'httpCode' in error ? error.httpCode : undefined;
  const code = 'code' in error ? error.code : undefined;
  if (typeof httpCode !== 'number' || typeof code !== 'number' || code < 1000 || code >= 1100) return undefined;
  return httpCode === 413 ? 413 : 400;
}

/**
 * Just before the body parser (config/middlewares.ts):
 * - a write to /api/upload without credentials is refused 401 before a byte of its body is read, and the
 *   connection of a large body is closed after the answer, so an anonymous client cannot make the server take in a 30 MB body;
 * - a multipart body the parser cannot read (no boundary, cut short, broken part headers) answers 400 (413 when
 *   too large), on any route, instead of Strapi's 500.
 * The path is compared lowercased; request-guard normalises other spellings before this runs.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (BODY_METHODS.has(ctx.method) && isUnder(requestPath(ctx), '/api/upload') && !BEARER.test(ctx.get('authorization'))) {
      closeIfLarge(ctx);
      return refuse(ctx, 401, 'UnauthorizedError', 'Uploading needs an API token (Authorization: Bearer <token>)');
    }
    try {
      await next();
    } catch (error) {
      const status = bodyError(error);
      if (status === undefined) throw error;
      closeIfLarge(ctx);
      return status === 413
        ? refuse(ctx, 413, 'PayloadTooLargeError', 'The body is too large')
        : refuse(ctx, 400, 'BadRequestError', `The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
};
