import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { faultAt } from './fault-inject';
import { boardProblems, corrections, editionProblems, entryProblems, isPlainObject, parsedValues, type EntryLike, type FieldDefinition } from '@evergreen/boards';

const BOARD = 'api::board.board';
const EDITION = 'api::edition.edition';
const CHANGE_RECORD = 'api::change-record.change-record';
const WRITES = new Set(['create', 'update', 'publish']);

interface BoardDoc {
  documentId: string;
  slug: string;
  fields?: FieldDefinition[] | null;
  sortField?: string;
  headlineField?: string;
}

interface EditionDoc {
  documentId: string;
  editionId: string;
  sources?: unknown;
  summary?: string | null;
  provenance?: string | null;
  correctionReason?: string | null;
  entries?: EntryLike[] | null;
  board?: BoardDoc | null;
}

/**
 * The form path a problem is about, from its leading name (`entries[0] (Agent A).values.accuracy: ...` is about
 * entries.0.values, the one input of an entry's values): the admin shows each under its field, and its form needs a
 * path on every error (without one, formatting the refusal throws and the edit view reloads the saved values).
 */
export function problemPath(message: string): string[] {
  const name = message.split(': ')[0]?.replace(/ \([^)]*\)/g, '') ?? '';
  const parts = name.split(/[.[\]]+/).filter(Boolean);
  const values = parts.indexOf('values');
  return values >= 0 ? parts.slice(0, values + 1) : parts.length ? parts : ['id'];
}

export function refuse(problems: string[]): never {
  // One error per path (the admin's form keeps one message a field): problems about the same field are joined.
  const byPath = new Map<string, { path: string[]; messages: string[] }>();
  for (const message of problems) {
    const path = problemPath(message);
    const key = path.join('.');
    byPath.set(key, { path, messages: [...(byPath.get(key)?.messages ?? []), message] });
  }
  throw new errors.ValidationError(problems.join('; '), {
    errors: [...byPath.values()].map(({ path, messages }) => ({ path, message: messages.join('; ') })),
  });
}

/** The documentId a relation value names: "abc", 12, {documentId}, {id}, {connect: [...]}, {set: [...]}. */
async function boardDocumentId(strapi: Core.Strapi, ref: unknown): Promise<string | undefined> {
  const pick = (value: unknown): unknown => {
    if (isPlainObject(value)) {
      const object = value;
      if (Array.isArray(object.connect)) return pick(object.connect[0]);
      if (Array.isArray(object.set)) return pick(object.set[0]);
      return object.documentId ?? object.id;
    }
    return Array.isArray(value) ? pick(value[0]) : value;
  };
  const value = pick(ref);
  if (typeof value === 'string' && !/^\d+$/.test(value)) return value;
  if (typeof value === 'number' || typeof value === 'string') {
    const row = await strapi.db.query(BOARD).findOne({ where: { id: Number(value) }, select: ['documentId'] });
    return row?.documentId;
  }
  return undefined;
}

// The document service types its results from generated content-type typings, which this project does not
// generate (its types are these interfaces, written from schema.json): the results are read as those.
const findBoard = (strapi: Core.Strapi, documentId: string) =>
  strapi.documents(BOARD).findOne({ documentId, status: 'draft', populate: ['fields'] }) as unknown as Promise<BoardDoc | null>;

// As above: read as the interface written from the edition's schema.
const findEdition = (strapi: Core.Strapi, documentId: string, status: 'draft' | 'published', locale?: string) =>
  strapi.documents(EDITION).findOne({
    documentId,
    status,
    locale,
    populate: { entries: true, board: { populate: ['fields'] } },
  }) as unknown as Promise<EditionDoc | null>;

/**
 * The editorial rules of boards and editions, on the document service (so the admin, the API and the seed all
 * meet them): entry values fit their board's field kinds (checked on save and on publish, a bad value refused with a
 * message naming the entry and field); republishing an edition whose published figures change needs a
 * correctionReason, and writes one change record per correction in the publish's own transaction (whether published by
 * the publish action or by a create or update with status published); change records are never updated or deleted.
 */
export function registerEditionRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    // The middleware context types params for every action at once (a union Strapi leaves open); these are the
    // parameters of the create, update and publish actions this rule reads.
    const params = (context.params ?? {}) as { data?: Record<string, unknown>; documentId?: string; locale?: string; status?: string };

    if (uid === CHANGE_RECORD && !['create', 'findOne', 'findMany', 'findFirst', 'count'].includes(action)) {
      throw new errors.ForbiddenError('Change records are the public history of corrections: they cannot be changed or deleted');
    }

    if (uid === BOARD && (action === 'create' || action === 'update') && (params.data?.fields !== undefined || params.data?.sections !== undefined)) {
      // boardProblems reads each field it needs with its own checks; data is the admin's or the API's board as sent.
      const problems = boardProblems(params.data as Parameters<typeof boardProblems>[0]);
      if (problems.length) refuse(problems);
    }

    if (uid !== EDITION || !WRITES.has(action)) return next();

    if (action === 'create' || action === 'update') {
      const data = params.data ?? {};
      // The admin's JSON box sends each entry's values as a JSON text: stored as the object it holds.
      if (Array.isArray(data.entries)) {
        for (const entry of data.entries) {
          if (!isPlainObject(entry)) continue;
          if ('values' in entry) entry.values = parsedValues(entry.values);
          if ('spread' in entry) entry.spread = parsedValues(entry.spread);
        }
      }
      if (data.entries !== undefined) {
        let boardId = data.board !== undefined ? await boardDocumentId(strapi, data.board) : undefined;
        if (!boardId && action === 'update' && params.documentId) {
          boardId = (await findEdition(strapi, params.documentId, 'draft', params.locale))?.board?.documentId;
        }
        const board = boardId ? await findBoard(strapi, boardId) : null;
        if (board) {
          const problems = entryProblems(board.fields ?? [], Array.isArray(data.entries) ? data.entries : [], `the ${board.slug} board`);
          if (problems.length) refuse(problems);
        }
      }
      // A create or update with status "published" publishes too (an API token's PUT /api/editions/:id?status=published).
      if (params.status !== 'published') return next();
    }

    // Publishing: the publish and its change records are one transaction (joined by Strapi's own, nested ones): a
    // refusal, an error or a crash at any step leaves neither. The published result is checked against the version
    // that was public before, inside the transaction, whichever way it was published.
    return strapi.db.transaction(async () => {
      const previous = params.documentId ? await findEdition(strapi, params.documentId, 'published', params.locale) : null;
      const result = await next();
      const documentId =
        params.documentId ?? (isPlainObject(result) && typeof result.documentId === 'string' ? result.documentId : undefined);
      const now = documentId ? await findEdition(strapi, documentId, 'published', params.locale) : null;
      if (!now) return result;
      if (!now.board) refuse(['board: an edition must belong to a board before it is published']);
      const board = now.board!;
      const problems = [...editionProblems(now, board.fields ?? []), ...entryProblems(board.fields ?? [], now.entries ?? [], `the ${board.slug} board`)];
      const twin = await strapi.documents(EDITION).findFirst({
        status: 'published',
        locale: params.locale,
        filters: { editionId: now.editionId, board: { documentId: board.documentId }, documentId: { $ne: documentId } },
      });
      if (twin) problems.push(`editionId: ${board.slug} already has a published edition ${now.editionId}`);
      if (problems.length) refuse(problems);

      const found = previous ? corrections(previous.entries ?? [], now.entries ?? []) : [];
      // A reason explains one publish: emptied (draft and published rows, every locale: it is not localized) in the
      // publish's own transaction, so the next change cannot go out under it unseen.
      const clearReason = async () => {
        if (now.correctionReason != null) await strapi.db.query(EDITION).updateMany({ where: { documentId }, data: { correctionReason: null } });
      };
      if (found.length === 0) {
        await clearReason();
        return result;
      }
      const reason = now.correctionReason?.trim() ?? '';
      if (!reason) {
        refuse([
          `correctionReason: publishing changes ${found.length} published figure(s) of ${board.slug} ${now.editionId}; ` +
            'say why in "correctionReason" (it is shown with the change on the edition page)',
        ]);
      }
      faultAt('after-publish-before-record');
      const at = new Date().toISOString();
      for (const [index, correction] of found.entries()) {
        await strapi.documents(CHANGE_RECORD).create({
          data: { board: board.slug, editionId: now.editionId, ...correction, reason, at },
        });
        if (index === 0) faultAt('after-first-record');
      }
      faultAt('after-records');
      await clearReason();
      strapi.log.info(`editions: ${found.length} correction(s) to ${board.slug} ${now.editionId} recorded`);
      return result;
    });
  });

  // Below the document service too: nothing deletes or rewrites a change record through the query engine.
  strapi.db.lifecycles.subscribe({
    models: [CHANGE_RECORD],
    beforeUpdate: () => {
      throw new errors.ForbiddenError('Change records cannot be changed');
    },
    beforeUpdateMany: () => {
      throw new errors.ForbiddenError('Change records cannot be changed');
    },
    beforeDelete: () => {
      throw new errors.ForbiddenError('Change records cannot be deleted');
    },
    beforeDeleteMany: () => {
      throw new errors.ForbiddenError('Change records cannot be deleted');
    },
  });
}
