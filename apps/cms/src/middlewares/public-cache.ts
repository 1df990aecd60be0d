import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

import { isPublicRead, requestPath } from '../lib/request-path';
import { readCacheSettings, responseCache } from '../lib/response-cache';

// Headers that must not be replayed from a stored response: Koa recomputes length, and cookies are per client.
const NOT_REPLAYED = new Set(['content-length', 'set-cookie', 'etag', 'cache-control', 'content-encoding']);

// RFC 9110 13.1.2: If-None-Match uses weak comparison. Koa's ctx.fresh is not used because it also treats a
// request's `Cache-Control: no-cache` (which fetch() adds to every conditional request) as "send the body".
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}

type Encoded = { br?: Buffer; gzip?: Buffer };
// Compressed copies of each distinct body, made once (a cached answer is sent many times). Keyed by the body
// itself: a WeakMap on the Buffer, so a copy lives exactly as long as its cache entry.
const encodedCopies = new WeakMap<Buffer, Encoded>();
const MIN_COMPRESS_BYTES = 1024;

/** The body to send for the request's Accept-Encoding (brotli, else gzip, else as is), and its encoding. */
export function encodedBody(body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (body.length < MIN_COMPRESS_BYTES) return { body };
  const accepts = (name: string) =>
    acceptEncoding.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      return token === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  let copies = encodedCopies.get(body);
  if (!copies) {
    copies = {};
    encodedCopies.set(body, copies);
  }
  if (accepts('br')) {
    copies.br ??= brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: copies.br, encoding: 'br' };
  }
  if (accepts('gzip')) {
    copies.gzip ??= gzipSync(body, { level: 6 });
    return { body: copies.gzip, encoding: 'gzip' };
  }
  return { body };
}

/**
 * Public GET /api/* responses: Cache-Control + ETag/304, and an in-process cache of the response
 * (CMS_CACHE=off disables the latter). Registered first in config/middlewares.ts so a hit skips the whole stack;
 * the stored headers are those the full stack produced (security headers, CORS for that Origin).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const settings = readCacheSettings(process.env);
  const cacheControl = `public, max-age=${settings.maxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`;
  strapi.log.info(
    `public-cache: in-process cache ${settings.inProcess ? 'on' : 'off'}; Cache-Control "${cacheControl}"`,
  );

  const answer = (ctx: Context, status: number, headers: Record<string, string>, body: Buffer, etag: string) => {
    ctx.status = status;
    ctx.set(headers);
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', etag);
    if (matchesIfNoneMatch(ctx.get('if-none-match'), etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.type = 'application/json';
    ctx.vary('Accept-Encoding');
    const encoded = encodedBody(body, ctx.get('accept-encoding'));
    if (encoded.encoding) ctx.set('Content-Encoding', encoded.encoding);
    ctx.body = encoded.body;
  };

  const computing = new Map<string, Promise<void>>();

  return async (ctx: Context, next: Next) => {
    if (!isPublicRead(ctx)) return next();

    // The Origin is part of the key because the stored CORS headers depend on it. The canonical path, so that
    // `/API/x` and `/api/x` are one entry: a client cannot miss the cache by changing a path's spelling.
    const key = JSON.stringify([requestPath(ctx), ctx.querystring, ctx.get('origin')]);
    if (settings.inProcess) {
      const hit = responseCache.get(key);
      if (hit) {
        ctx.set('X-Cache', 'HIT');
        answer(ctx, hit.status, hit.headers, hit.body, hit.etag);
        return;
      }
    }

    // The same query already being computed for someone else: wait for it and answer from the cache, so that a
    // burst of identical requests after an edit costs one database query, not one each.
    const pending = settings.inProcess ? computing.get(key) : undefined;
    if (pending) {
      await pending;
      const hit = responseCache.get(key);
      if (hit) {
        ctx.set('X-Cache', 'HIT');
        answer(ctx, hit.status, hit.headers, hit.body, hit.etag);
        return;
      }
    }
    const owner = settings.inProcess && !pending;
    let finished = () => {};
    if (owner) computing.set(key, new Promise<void>((resolve) => (finished = resolve)));
    try {
      await computeAndStore(ctx, next, key);
    } finally {
      if (owner) {
        computing.delete(key);
        finished();
      }
    }
  };

  async function computeAndStore(ctx: Context, next: Next, key: string): Promise<void> {
    const generation = responseCache.generation;
    await next();
    const payload: unknown = ctx.body;
    if (ctx.status !== 200 || payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return;
    if ('pipe' in payload && typeof payload.pipe === 'function') return;

    const body = Buffer.from(JSON.stringify(ctx.body));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (!NOT_REPLAYED.has(name.toLowerCase()) && value !== undefined) headers[name] = String(value);
    }
    if (settings.inProcess) {
      responseCache.set(key, { status: 200, headers, body, etag }, generation);
      ctx.set('X-Cache', 'MISS');
    }
    answer(ctx, 200, headers, body, etag);
  }
};
