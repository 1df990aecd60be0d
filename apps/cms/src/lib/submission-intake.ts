// Pure pieces of the submission endpoint: references, status tokens, the per-address limit, idempotency keys.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { siteUrlFrom } from './site-url';

export const STATES = ['received', 'under_review', 'evaluating', 'published', 'declined'] as const;
export type SubmissionState = (typeof STATES)[number];

export const STATE_LABELS: Record<SubmissionState, string> = {
  received: 'Received',
  under_review: 'Under review',
  evaluating: 'Evaluating',
  published: 'Published',
  declined: 'Declined',
};

/** A state's label, or the state as stored when it is not one of STATES. */
export function stateLabel(state: string): string {
  const known = STATES.find((name) => name === state);
  return known ? STATE_LABELS[known] : state;
}

// Crockford's base32 without I, L, O, U: easy to read aloud and to type.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, unguessable reference such as "XB-7K3F-9QXM" (40 random bits). */
export function newReference(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8);
  let out = '';
  for (let i = 0; i < 8; i += 1) out += ALPHABET[bytes[i] % 32];
  return `XB-${out.slice(0, 4)}-${out.slice(4)}`;
}

export interface SubmitSettings {
  /** New submissions one address may make per window. */
  limit: number;
  windowSeconds: number;
  /** How long a status link works after the submission. */
  statusDays: number;
  /** The site's origin, for the status link in plain pages and e-mails. */
  siteUrl: string;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readSubmitSettings(env: NodeJS.ProcessEnv): SubmitSettings {
  return {
    limit: Math.floor(positive(env.CMS_SUBMIT_LIMIT, 5)),
    windowSeconds: positive(env.CMS_SUBMIT_WINDOW_SECONDS, 600),
    statusDays: positive(env.CMS_SUBMIT_STATUS_DAYS, 365),
    siteUrl: siteUrlFrom(env),
  };
}

/** A sliding window of accepted submissions per client address; the oldest clients are forgotten beyond maxClients. */
export class SubmissionLimit {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 50_000,
  ) {}

  /** Seconds until this client may submit again, or 0 when it may now. */
  retryAfter(client: string): number {
    const times = this.recent(client);
    if (times.length < this.limit) return 0;
    return Math.max(1, Math.ceil((times[0] + this.windowMs - this.now()) / 1000));
  }

  record(client: string): void {
    const times = this.recent(client);
    times.push(this.now());
    this.seen.delete(client);
    this.seen.set(client, times);
    while (this.seen.size > this.maxClients) {
      const oldest = this.seen.keys().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
  }

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.seen.get(client) ?? []).filter((time) => time > since);
  }
}

/** Idempotency-Key: 8 to 128 letters, digits, '-' or '_' (a UUID fits). */
export function idempotencyKeyProblem(key: string): string | undefined {
  return /^[A-Za-z0-9_-]{8,128}$/.test(key) ? undefined : 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"';
}

export const bodyHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`submission-status:${payload}`).digest('base64url');

/**
 * The private status token: reference, expiry and an HMAC of both. Nothing secret is stored, and asking again with
 * the same Idempotency-Key gives the same token (it depends only on the reference and its creation time).
 */
export function statusToken(secret: string, reference: string, createdAt: Date, days: number): string {
  const expires = Math.floor(createdAt.getTime() / 1000 + days * 86_400);
  const payload = `${reference}.${expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenCheck = { ok: true; reference: string } | { ok: false; reason: 'invalid' | 'expired' };

export function checkStatusToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^(XB-[0-9A-Z]{4}-[0-9A-Z]{4})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, reference, expires, mac] = match;
  const expected = Buffer.from(signature(secret, `${reference}.${expires}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, reference };
}

export interface HistoryEntry {
  at: string;
  from: SubmissionState | null;
  to: SubmissionState;
  note: string;
}

/** What the submitter may see of their submission: its state and dates, the decline reason, nothing else. */
export function publicStatus(row: {
  reference: string;
  state: SubmissionState;
  benchmarks: unknown;
  history: unknown;
  createdAt: string | Date;
  updatedAt: string | Date;
}) {
  // A JSON column only this endpoint writes (submission-history.ts); entries without a state or a time are dropped.
  const history = (Array.isArray(row.history) ? (row.history as HistoryEntry[]) : []).filter(
    (entry) => entry && typeof entry.to === 'string' && typeof entry.at === 'string',
  );
  const lastDecline = [...history].reverse().find((entry) => entry.to === 'declined');
  const iso = (value: string | Date) => new Date(value).toISOString();
  return {
    reference: row.reference,
    state: row.state,
    receivedAt: history[0]?.at ?? iso(row.createdAt),
    updatedAt: history.length ? history[history.length - 1].at : iso(row.updatedAt),
    history: history.map((entry) => ({ state: entry.to, at: entry.at })),
    declineReason: row.state === 'declined' ? (lastDecline?.note ?? '') : undefined,
    benchmarks: row.state === 'published' && Array.isArray(row.benchmarks) ? row.benchmarks.filter((id): id is string => typeof id === 'string') : undefined,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
