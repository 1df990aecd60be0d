import type { Context } from 'koa';

/**
 * The one spelling of a request's path that every guard compares (issue 33): Strapi's router matches paths without
 * regard to case and with or without a trailing slash, and other layers decode percent-escapes, so a guard that
 * compared the raw path could be walked around by `/API/...`, `/admin/Register-Admin`, `/api//submissions` or
 * `/%61pi/...`. The canonical form is lower-case, percent-decoded once, with `.` and `..` segments resolved, runs of
 * slashes collapsed, and trailing slashes and dots removed. It is wider than what the router matches, so anything
 * the router sends to a route is seen by the guards as that route; never narrower.
 * Undefined when the path cannot be decoded (a broken escape): such a request is refused before any guard.
 */
export function canonicalPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment.replace(/[.\s]+$/, '') || segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

const STATE_KEY = 'canonicalPath';

/**
 * Computes and keeps this request's canonical path; undefined (nothing kept) for a broken escape. Called once, by
 * global::request-guard, first in the stack, which refuses the request then.
 */
export function settleRequestPath(ctx: Context): string | undefined {
  const path = canonicalPath(ctx.path);
  if (path !== undefined) ctx.state[STATE_KEY] = path;
  return path;
}

/** The canonical path of this request: every middleware that decides by path reads it here, never `ctx.path`. */
export function requestPath(ctx: Context): string {
  const known: unknown = ctx.state[STATE_KEY];
  return typeof known === 'string' ? known : (settleRequestPath(ctx) ?? ctx.path.toLowerCase());
}

/** True when the canonical path is `prefix` itself or below it (`/api` → `/api`, `/api/x`; not `/apis`). */
export const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A read of the public REST API: GET or HEAD under /api, without credentials. What the response cache
 * (middlewares/public-cache.ts) keeps and the read budget (middlewares/read-budget.ts) counts.
 */
export const isPublicRead = (ctx: Context): boolean =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && isUnder(requestPath(ctx), '/api') && !ctx.get('authorization');
