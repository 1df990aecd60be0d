import type { Core, Modules } from '@strapi/strapi';

import { BAD_PORTS } from './bad-ports';

// The webhook that rebuilds the site when board content changes (issue 12 §4): one of Strapi's own webhooks (the
// store behind Settings > Webhooks), kept in step with the environment on every start. It posts to the rebuild
// service of `npm start` (scripts/server/rebuild-service.mjs), on loopback only: the CMS calls nothing else.

export const REBUILD_WEBHOOK_NAME = 'Site rebuild (managed: REBUILD_WEBHOOK_URL, REBUILD_WEBHOOK_SECRET)';
export const DEFAULT_REBUILD_WEBHOOK_URL = 'http://127.0.0.1:4180/rebuild';
// Only what changes the public site (issue 35 item 7): a draft save never starts a build. Change records are written
// inside an edition's publish, which posts entry.publish itself.
export const REBUILD_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

type Webhook = Modules.WebhookStore.Webhook;
export type RebuildWebhookSettings =
  | { enabled: true; url: string; secret: string }
  | { enabled: false; why: string; level: 'info' | 'error' };

/** What the environment asks for: REBUILD_WEBHOOK_URL=off turns the webhook off (the test suites do). */
export function rebuildWebhookSettings(env: NodeJS.ProcessEnv): RebuildWebhookSettings {
  const url = env.REBUILD_WEBHOOK_URL?.trim() || DEFAULT_REBUILD_WEBHOOK_URL;
  if (url === 'off') return { enabled: false, why: 'REBUILD_WEBHOOK_URL=off', level: 'info' };
  const secret = env.REBUILD_WEBHOOK_SECRET?.trim();
  if (!secret) return { enabled: false, why: 'no REBUILD_WEBHOOK_SECRET is set', level: 'error' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { enabled: false, why: `REBUILD_WEBHOOK_URL is not a URL: ${url}`, level: 'error' };
  }
  if (parsed.protocol !== 'http:' || !LOOPBACK.has(parsed.hostname)) {
    return { enabled: false, why: `REBUILD_WEBHOOK_URL must be http:// on loopback (127.0.0.1, localhost, [::1]): ${url}`, level: 'error' };
  }
  const port = Number(parsed.port || 80);
  if (BAD_PORTS.has(port)) {
    const why =
      `REBUILD_WEBHOOK_URL ${url}: port ${port} is a port that fetch refuses (WHATWG bad ports), so no delivery could ` +
      'arrive; pick another, e.g. REBUILD_PORT=4180 for npm start (or that port in REBUILD_WEBHOOK_URL)';
    return { enabled: false, why, level: 'error' };
  }
  return { enabled: true, url, secret };
}

const sameWebhook = (a: Webhook, b: Omit<Webhook, 'id'>) =>
  a.url === b.url &&
  a.isEnabled === b.isEnabled &&
  JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
  JSON.stringify([...a.events].sort()) === JSON.stringify([...b.events].sort());

/**
 * Creates, updates or removes the managed webhook (found by its name) so that it matches the environment, and tells
 * Strapi's webhook runner, as the admin's Settings > Webhooks does. Idempotent: an unchanged webhook is left alone.
 */
export async function ensureRebuildWebhook(strapi: Core.Strapi, env: NodeJS.ProcessEnv): Promise<string> {
  const store = strapi.get<Modules.WebhookStore.WebhookStore>('webhookStore');
  const runner = strapi.get<Modules.WebhookRunner.WebhookRunner>('webhookRunner');
  const settings = rebuildWebhookSettings(env);
  const [current, ...duplicates] = (await store.findWebhooks()).filter((webhook) => webhook.name === REBUILD_WEBHOOK_NAME);
  // Two processes starting at once on one database may both have created it.
  for (const webhook of duplicates) {
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }

  if (!settings.enabled) {
    if (current) {
      await store.deleteWebhook(current.id);
      runner.remove(current);
    }
    const message = `rebuild webhook: off (${settings.why}); publishing will not rebuild the site`;
    if (settings.level === 'error') strapi.log.error(message);
    else strapi.log.info(message);
    return 'off';
  }

  const wanted = {
    name: REBUILD_WEBHOOK_NAME,
    url: settings.url,
    headers: { Authorization: `Bearer ${settings.secret}` },
    events: REBUILD_EVENTS,
    isEnabled: true,
  };
  watchDeliveries(strapi, runner, retryDelaysMs(env));
  if (current && sameWebhook(current, wanted)) return 'unchanged';
  if (current) {
    const updated = await store.updateWebhook(current.id, { ...wanted, id: current.id });
    if (updated) runner.update(updated);
    strapi.log.info(`rebuild webhook: updated, posting to ${settings.url}`);
    return 'updated';
  }
  // The store assigns the id (it does not read this one).
  const created = await store.createWebhook({ ...wanted, id: '' });
  runner.add(created);
  strapi.log.info(`rebuild webhook: created, posting to ${settings.url}`);
  return 'created';
}

/** The waits before each retry of a failed delivery: 1, 2, 4, 8, 16 s (REBUILD_WEBHOOK_RETRY_MS=200,400 in tests). */
export function retryDelaysMs(env: NodeJS.ProcessEnv): number[] {
  const custom = env.REBUILD_WEBHOOK_RETRY_MS?.split(',').map(Number);
  return custom?.every((ms) => Number.isFinite(ms) && ms >= 0) ? custom : [1000, 2000, 4000, 8000, 16000];
}

type Delivery = { statusCode: number; message?: string };
type Fetch = (url: string, init: RequestInit) => Promise<Response>;
/** What Strapi 5.54's runner (@strapi/core dist/services/webhook-runner) has, beyond its public type. */
type Runner = {
  run(webhook: Webhook, event: string, info?: object): Promise<Delivery>;
  fetch: Fetch;
  rebuildDeliveriesWatched?: boolean;
};
const NO_ANSWER = 'no answer: ';

/** The cause of a failed delivery, as a log line says it. */
function deliveryCause({ statusCode, message }: Delivery): string {
  if (message?.startsWith(NO_ANSWER)) return message;
  const text = message?.trim().slice(0, 200);
  return `HTTP ${statusCode}${text ? `: ${text}` : ''}`;
}

/**
 * Strapi's webhook runner swallows a failed delivery: `run` resolves `{ statusCode, message }` (a fetch that throws
 * becomes 500 with "fetch failed", its cause lost) and `executeListener` drops it, logging nothing. This wraps the
 * runner once: its fetch errors keep their cause ("no answer: ECONNREFUSED", "no answer: bad port"), and a failed
 * delivery of the managed webhook is logged with its cause and retried after each of `delays` (in the background,
 * not holding the runner's queue), then given up with an error line.
 */
function watchDeliveries(strapi: Core.Strapi, webhookRunner: unknown, delays: number[]) {
  // Strapi does not export its webhook runner's type; Runner is the part of it this wraps (its `run`).
  const runner = webhookRunner as Runner;
  if (runner.rebuildDeliveriesWatched) return;
  runner.rebuildDeliveriesWatched = true;
  const fetch = runner.fetch;
  runner.fetch = (url, init) =>
    fetch(url, init).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
      throw new Error(`${NO_ANSWER}${error.cause?.code ?? error.cause?.message ?? error.message}`);
    });
  const run = runner.run.bind(runner);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function retry(webhook: Webhook, event: string, info: object | undefined, first: Delivery) {
    let result = first;
    for (const [index, delay] of delays.entries()) {
      strapi.log.warn(
        `rebuild webhook: delivery of ${event} to ${webhook.url} failed (${deliveryCause(result)}); ` +
          `retry ${index + 1} of ${delays.length} in ${delay / 1000} s`,
      );
      await sleep(delay);
      result = await run(webhook, event, info);
      if (result.statusCode < 300) {
        strapi.log.info(`rebuild webhook: ${event} delivered on retry ${index + 1}`);
        return;
      }
    }
    strapi.log.error(
      `rebuild webhook: gave up delivering ${event} to ${webhook.url} after ${delays.length} retries ` +
        `(${deliveryCause(result)}); the site shows this change after the next publish or restart`,
    );
  }

  runner.run = async (webhook, event, info) => {
    const result = await run(webhook, event, info);
    if (webhook.name === REBUILD_WEBHOOK_NAME && result.statusCode >= 300) void retry(webhook, event, info, result);
    return result;
  };
}
