import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { statusTokenFor, statusUrlFor } from './submission-links';
import { notifyStateChange } from './submission-mail';
import { STATES, type HistoryEntry, type SubmissionState } from './submission-intake';

const UID = 'api::submission.submission';

/**
 * Editors move a submission along in the admin by changing its state (with a note). The CMS, not the editor, writes
 * the history: every change of state appends {at, from, to, note}; an edit of `history` itself is ignored.
 */
export function registerSubmissionHistory(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || context.action !== 'update') return next();
    // The middleware context types params for every action at once; these are the update action's.
    const params = (context.params ?? {}) as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data;
    if (!data || !params.documentId) return next();
    delete data.history;
    delete data.idempotencyKey;
    delete data.bodyHash;
    delete data.reference;
    // The query engine returns untyped rows (any); these are the submission's columns read here.
    const current = (await strapi.db.query(UID).findOne({ where: { documentId: params.documentId } })) as {
      state: SubmissionState;
      stateNote?: string | null;
      history?: unknown;
      email: string;
      reference: string;
      agentName: string;
      benchmarks: unknown;
      createdAt: string | Date;
    } | null;
    if (!current || data.state === undefined || data.state === current.state) return next();
    const to = STATES.find((state) => state === data.state);
    if (!to) throw new errors.ValidationError(`state must be one of ${STATES.join(', ')}`);
    const note = String(data.stateNote ?? current.stateNote ?? '').trim();
    if (to === 'declined' && !note) {
      throw new errors.ValidationError('stateNote: write the reason for declining (the submitter sees it)');
    }
    const entry: HistoryEntry = { at: new Date().toISOString(), from: current.state, to, note };
    data.history = [...(Array.isArray(current.history) ? current.history : []), entry];
    const result = await next();
    strapi.log.info(`submissions: ${current.reference} ${current.state} -> ${to}`);
    notifyStateChange(strapi, {
      reference: current.reference,
      email: current.email,
      agentName: current.agentName,
      benchmarks: Array.isArray(current.benchmarks) ? current.benchmarks.filter((id): id is string => typeof id === 'string') : [],
      statusUrl: statusUrlFor(statusTokenFor(strapi, current.reference, current.createdAt)),
      entry,
    });
    return result;
  });
}
