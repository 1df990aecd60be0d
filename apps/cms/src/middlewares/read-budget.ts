import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

import { ClientBudget, InFlightLimit, readBudgetSettings } from '../lib/read-budget';
import { isPublicRead } from '../lib/request-path';

function refuse(ctx: Context, status: 429 | 503, retryAfterSeconds: number, message: string): void {
  ctx.status = status;
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = {
    data: null,
    error: { status, name: status === 429 ? 'RateLimitError' : 'ServiceUnavailableError', message, details: {} },
  };
}

const SUMMARY_INTERVAL_MS = 60_000;
const REFUSAL_DELAY_MS = 250;

/**
 * Public reads that reach this point missed the response cache (global::public-cache answers hits before the rest
 * of the stack): each will cost a database query, or at least the whole middleware stack. Refusals are not logged
 * one by one (a flood would flood the log too): once a minute, a line per refused client. Settings: CMS_READ_* in
 * README.md.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const settings = readBudgetSettings(process.env);
  const clients = new ClientBudget(settings);
  const computing = new InFlightLimit(settings.maxInFlight, settings.maxQueue);
  strapi.log.info(
    `read-budget: per client ${settings.rate}/s (burst ${settings.burst}, ${settings.perClientConcurrency} at once); ` +
      `${settings.maxInFlight} uncached queries at once, ${settings.maxQueue} waiting`,
  );

  const refused = new Map<string, number>();
  setInterval(() => {
    for (const [client, count] of refused) strapi.log.warn(`read-budget: refused ${count} reads from ${client} in the last minute`);
    refused.clear();
  }, SUMMARY_INTERVAL_MS).unref();
  const count = (client: string) => {
    if (refused.size < 1000 || refused.has(client)) refused.set(client, (refused.get(client) ?? 0) + 1);
  };

  return async (ctx: Context, next: Next) => {
    if (!isPublicRead(ctx)) return next();
    const admission = clients.admit(ctx.request.ip);
    if (!admission.ok) {
      count(ctx.request.ip);
      // A client that ignores Retry-After and asks again at once would otherwise get thousands of refusals a
      // second on a few connections, and the CPU they cost is taken from everyone else: each waits a little.
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
      return refuse(ctx, 429, admission.retryAfterSeconds, `Too many requests: ${admission.reason}; retry later`);
    }
    try {
      const release = await computing.acquire();
      if (!release) {
        count(ctx.request.ip);
        return refuse(ctx, 503, 1, 'The content service is busy; retry in a second');
      }
      try {
        // SQLite queries run synchronously: without a turn of the event loop between them, a queue of misses runs
        // back to back in microtasks and cache hits (the site's own calls) wait behind all of them.
        await new Promise((resolve) => setImmediate(resolve));
        await next();
      } finally {
        release();
      }
    } finally {
      admission.release();
    }
  };
};
