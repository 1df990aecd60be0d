import { randomUUID } from 'node:crypto';

import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

import { responseCache } from './response-cache';

// Every CMS process keeps its own response cache. With several processes on one PostgreSQL (deploy/), a write
// through one must empty the caches of all: after the write commits, the writer sends NOTIFY on a channel that every
// process LISTENs to on a connection of its own. No extra server; SQLite (one process) needs none of it.

const CHANNEL = 'cms_content_changed';
const instance = randomUUID();
let client: Client | undefined;
let stopped = false;
let publishScheduled = false;
let retryMs = 1000;

function afterCommit(strapi: Core.Strapi, callback: () => void): void {
  if (!strapi.db.inTransaction()) return callback();
  // Inside a running transaction this nests: the callback joins the outer transaction's commit callbacks.
  void strapi.db.transaction(async ({ onCommit }) => onCommit(callback));
}

function schedulePublish(strapi: Core.Strapi): void {
  if (publishScheduled || !client) return;
  publishScheduled = true;
  setImmediate(() => {
    publishScheduled = false;
    client?.query('SELECT pg_notify($1, $2)', [CHANNEL, instance]).catch((error: Error) => {
      strapi.log.warn(`cache-bus: could not notify the other processes: ${error.message}`);
    });
  });
}

/**
 * A content write happened: empty this process's cache now (reads in flight are kept out by its generation), and
 * once the write has committed empty it again and tell the other processes.
 */
export function contentChanged(strapi: Core.Strapi): void {
  responseCache.invalidate();
  afterCommit(strapi, () => {
    responseCache.invalidate();
    schedulePublish(strapi);
  });
}

async function connect(strapi: Core.Strapi, config: ClientConfig): Promise<void> {
  const next = new Client(config);
  next.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload !== instance) responseCache.invalidate();
  });
  const lost = (why: string) => {
    if (client !== next || stopped) return;
    client = undefined;
    strapi.log.warn(`cache-bus: lost the PostgreSQL listener (${why}); reconnecting in ${retryMs / 1000} s`);
    setTimeout(() => void start(strapi, config), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };
  next.on('error', (error) => lost(error.message));
  next.on('end', () => lost('connection closed'));
  await next.connect();
  await next.query(`LISTEN ${CHANNEL}`);
  client = next;
  retryMs = 1000;
  // Notifications sent while this process was not listening are lost: start from an empty cache.
  responseCache.invalidate();
}

async function start(strapi: Core.Strapi, config: ClientConfig): Promise<void> {
  if (stopped) return;
  try {
    await connect(strapi, config);
    strapi.log.info(`cache-bus: listening on PostgreSQL channel ${CHANNEL}`);
  } catch (error) {
    strapi.log.warn(`cache-bus: could not listen (${error instanceof Error ? error.message : String(error)}); retrying in ${retryMs / 1000} s`);
    setTimeout(() => void start(strapi, config), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }
}

export async function startCacheBus(strapi: Core.Strapi): Promise<void> {
  // Strapi's config store is untyped (any); config/database.ts gives the connection this shape.
  const connection = strapi.config.get('database.connection') as { client?: string; connection?: ClientConfig };
  if (connection.client !== 'postgres' || !connection.connection) return;
  stopped = false;
  await start(strapi, connection.connection);
}

export async function stopCacheBus(): Promise<void> {
  stopped = true;
  const current = client;
  client = undefined;
  await current?.end().catch(() => undefined);
}
