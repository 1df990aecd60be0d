import type { Core, Modules } from '@strapi/strapi';

// The webhook that rebuilds the site when board content changes (issue 12 §4): one of Strapi's own webhooks (the
// store behind Settings > Webhooks), kept in step with the environment on every start. It posts to the rebuild
// service of `npm start` (scripts/rebuild-service.mjs), on loopback only: the CMS calls nothing else.

export const REBUILD_WEBHOOK_NAME = 'Site rebuild (managed: REBUILD_WEBHOOK_URL, REBUILD_WEBHOOK_SECRET)';
export const DEFAULT_REBUILD_WEBHOOK_URL = 'http://127.0.0.1:4180/rebuild';
export const REBUILD_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
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
