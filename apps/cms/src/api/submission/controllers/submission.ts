import { randomUUID } from 'node:crypto';

import { isPlainObject } from '@evergreen/boards';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

import { statusSecret, statusTokenFor, statusUrlFor } from '../../../lib/submission-links';
import { offeredBenchmarks } from '../../../lib/benchmark-choices';
import { notifyNewSubmission } from '../../../lib/submission-mail';
import {
  bodyHash,
  checkStatusToken,
  escapeHtml,
  idempotencyKeyProblem,
  newReference,
  publicStatus,
  readSubmitSettings,
  STATE_LABELS,
  stateLabel,
  SubmissionLimit,
  type SubmissionState,
} from '../../../lib/submission-intake';
import { formPage, messagePage, page, receiptPage } from '../../../lib/submission-pages';
import {
  benchmarkLabel,
  fromForm,
  hasForbiddenKey,
  isSpam,
  type Submission,
  type SubmissionErrors,
  validateSubmission,
} from '@evergreen/boards';

const UID = 'api::submission.submission';

interface Row {
  id: number;
  documentId: string;
  reference: string;
  state: SubmissionState;
  benchmarks: unknown;
  history: unknown;
  bodyHash?: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

const settings = readSubmitSettings(process.env);
const limiter = new SubmissionLimit(settings.limit, settings.windowSeconds * 1000);
// Requests with the same Idempotency-Key run one after another, so a double-click stores one submission.
const byKey = new Map<string, Promise<unknown>>();

function serialised<T>(key: string | undefined, task: () => Promise<T>): Promise<T> {
  if (!key) return task();
  const previous = byKey.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  byKey.set(key, settled);
  settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key);
  });
  return run;
}

const isForm = (ctx: Context) => ctx.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

function jsonError(ctx: Context, status: number, name: string, message: string, details: Record<string, unknown> = {}) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name, message, details } };
}

function html(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body;
}

const statusUrl = statusUrlFor;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const secret = () => statusSecret(strapi);

  const receipt = (row: Row) => {
    const token = statusTokenFor(strapi, row.reference, row.createdAt);
    return {
      reference: row.reference,
      statusToken: token,
      statusUrl: statusUrl(token),
      state: row.state,
      receivedAt: new Date(row.createdAt).toISOString(),
    };
  };

  async function store(value: Submission, key: string | undefined, hash: string): Promise<Row> {
    const now = new Date().toISOString();
    for (let attempt = 0; ; attempt += 1) {
      const reference = newReference();
      const taken = await strapi.db.query(UID).findOne({ where: { reference }, select: ['id'] });
      if (taken && attempt < 5) continue;
      const created = await strapi.documents(UID).create({
        data: {
          ...value,
          reference,
          state: 'received',
          history: [{ at: now, from: null, to: 'received', note: '' }],
          idempotencyKey: key ?? null,
          bodyHash: hash,
        },
        // The document service's input type is generated per content type, which this project does not generate.
      } as never);
      // The query engine returns untyped rows; Row is this content type's shape (schema.json beside it).
      return (await strapi.db.query(UID).findOne({ where: { documentId: created.documentId } })) as Row;
    }
  }

  return {
    async create(ctx: Context) {
      const form = isForm(ctx);
      const raw: unknown = ctx.request.body;
      const choices = await offeredBenchmarks(strapi);
      const fail = (errors: SubmissionErrors, values: Record<string, unknown>, key: string) => {
        if (form) return html(ctx, 400, formPage(values, errors, ctx.path, key, choices));
        return jsonError(ctx, 400, 'ValidationError', 'The submission has errors; see details.errors', { errors });
      };

      if (!isPlainObject(raw)) {
        return jsonError(ctx, 400, 'ValidationError', 'The body must be a JSON object of the submission fields', {
          errors: { body: 'The body must be a JSON object' },
        });
      }
      if (hasForbiddenKey(raw)) {
        return jsonError(ctx, 400, 'ValidationError', 'The body has a forbidden key (__proto__, constructor or prototype)', {
          errors: { body: 'Forbidden key' },
        });
      }
      const fields = raw;
      const formKey = form && typeof fields.idempotencyKey === 'string' ? fields.idempotencyKey : '';
      const key = (ctx.get('idempotency-key') || formKey || '').trim() || undefined;
      if (key) {
        const problem = idempotencyKeyProblem(key);
        if (problem) return jsonError(ctx, 400, 'ValidationError', problem, { errors: { idempotencyKey: problem } });
      }
      const input = form ? fromForm(fields) : fields;
      const freshKey = () => randomUUID();

      const checked = validateSubmission(input, choices);
      if (!checked.ok) return fail(checked.errors, input, form ? freshKey() : '');
      if (isSpam(input)) {
        strapi.log.info(`submissions: honeypot filled, refused (client ${ctx.request.ip})`);
        return jsonError(ctx, 400, 'ValidationError', 'The submission could not be accepted', { errors: {} });
      }
      const hash = bodyHash(checked.value);

      return serialised(key, async () => {
        if (key) {
          // The query engine returns untyped rows; Row is this content type's shape.
          const existing = (await strapi.db.query(UID).findOne({ where: { idempotencyKey: key } })) as Row | null;
          if (existing) {
            if (existing.bodyHash !== hash) {
              return jsonError(ctx, 409, 'ConflictError', 'This Idempotency-Key was already used for a different submission');
            }
            ctx.set('Idempotent-Replayed', 'true');
            const answer = receipt(existing);
            if (form) return html(ctx, 201, receiptPage(answer.reference, answer.statusUrl, settings.siteUrl));
            ctx.status = 201;
            ctx.set('Cache-Control', 'no-store');
            ctx.body = { data: answer };
            return;
          }
        }
        const wait = limiter.retryAfter(ctx.request.ip);
        if (wait > 0) {
          ctx.set('Retry-After', String(wait));
          const message = `Too many submissions from this address; try again in ${Math.ceil(wait / 60)} minute(s)`;
          if (form) return html(ctx, 429, messagePage('Too many submissions', message, settings.siteUrl));
          return jsonError(ctx, 429, 'RateLimitError', message);
        }
        limiter.record(ctx.request.ip);
        const row = await store(checked.value, key, hash);
        strapi.log.info(`submissions: ${row.reference} received`);
        const answer = receipt(row);
        notifyNewSubmission(strapi, { ...checked.value, reference: row.reference, statusUrl: answer.statusUrl });
        if (form) return html(ctx, 201, receiptPage(answer.reference, answer.statusUrl, settings.siteUrl));
        ctx.status = 201;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: answer };
      });
    },

    async status(ctx: Context) {
      const form = isForm(ctx);
      const body: unknown = ctx.request.body;
      const check = checkStatusToken(secret(), isPlainObject(body) ? body.token : undefined);
      const row =
        // The query engine returns untyped rows; Row is this content type's shape.
        check.ok ? ((await strapi.db.query(UID).findOne({ where: { reference: check.reference } })) as Row | null) : null;
      if (!row) {
        const expired = !check.ok && check.reason === 'expired';
        const message = expired
          ? 'This status link has expired. Write to us with your reference if you need news of your submission.'
          : 'This status link is not valid: no submission matches it. Check that you copied the whole link.';
        if (form) return html(ctx, expired ? 410 : 404, messagePage(expired ? 'Link expired' : 'Link not valid', message, settings.siteUrl));
        return jsonError(ctx, expired ? 410 : 404, expired ? 'GoneError' : 'NotFoundError', message);
      }
      const status = publicStatus(row);
      if (form) {
        const boards = status.benchmarks ?? [];
        const choices = await offeredBenchmarks(strapi);
        return html(
          ctx,
          200,
          page(
            `Submission ${row.reference}`,
            `<h1>Submission <code>${escapeHtml(row.reference)}</code></h1><p>State: <strong>${escapeHtml(STATE_LABELS[status.state])}</strong></p>` +
              (status.declineReason ? `<p>Reason: ${escapeHtml(status.declineReason)}</p>` : '') +
              (boards.length ? `<p>Published on: ${boards.map((b) => escapeHtml(benchmarkLabel(b, choices))).join(', ')}</p>` : '') +
              `<ul>${status.history.map((h) => `<li>${escapeHtml(stateLabel(h.state))}: ${escapeHtml(h.at)}</li>`).join('')}</ul>`,
          ),
        );
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: status };
    },
  };
};
