import type { Core } from '@strapi/strapi';

import { DEFAULT_LOCALE, SECOND_LOCALE } from './localization';
import { checkPreviewToken, PREVIEW_MINUTES, previewSecret, type PreviewClaim } from './preview-token';

// POST /api/previews { token }: the draft a preview link names, for the site's /preview page (issue 35 item 5).
// The board's draft with its editions' drafts, in English with the Chinese texts beside, in the shapes of the public
// REST API, so the site converts them with the same code as its builds (apps/web/app/data/cms-content.ts). Only
// reads: no document changes, so no webhook fires and the site is not rebuilt.

export const PREVIEW_PATH = '/api/previews';

type Doc = Record<string, unknown>;

/** An answer's error, in Strapi's error shape. */
const errorBody = (status: number, name: string, message: string) => ({ data: null, error: { status, name, message, details: {} } });

/** The board and edition drafts a preview shows; undefined when the document is gone or has no board. */
export async function readDraft(strapi: Core.Strapi, { kind, documentId }: PreviewClaim) {
  let boardId = documentId;
  let shown: string | null = null;
  if (kind === 'edition') {
    const edition: Doc | null = await strapi.documents('api::edition.edition').findOne({
      documentId,
      status: 'draft',
      locale: DEFAULT_LOCALE,
      fields: ['editionId'],
      populate: { board: { fields: ['slug'] } },
    });
    const board = edition?.board;
    if (!edition || typeof board !== 'object' || board === null || !('documentId' in board) || typeof board.documentId !== 'string') return undefined;
    boardId = board.documentId;
    shown = typeof edition.editionId === 'string' ? edition.editionId : null;
  }
  const boardIn = (locale: string): Promise<Doc | null> =>
    strapi.documents('api::board.board').findOne({ documentId: boardId, status: 'draft', locale, populate: { fields: true, sections: true } });
  const editionsIn = (locale: string, populate: boolean): Promise<Doc[]> =>
    strapi.documents('api::edition.edition').findMany({
      status: 'draft',
      locale,
      filters: { board: { documentId: boardId } },
      sort: 'editionId:desc',
      ...(populate ? { populate: { entries: true } } : { fields: ['editionId', 'provenance', 'summary', 'notes', 'entryLabel'] }),
    });
  const [board, boardZh, editions, editionsZh] = await Promise.all([
    boardIn(DEFAULT_LOCALE),
    boardIn(SECOND_LOCALE),
    editionsIn(DEFAULT_LOCALE, true),
    editionsIn(SECOND_LOCALE, false),
  ]);
  if (!board) return undefined;
  return { kind, shown, board, boardZh, editions, editionsZh };
}

type Ctx = {
  request: { body?: unknown };
  status: number;
  body: unknown;
};

/** The route's answer: the draft for a valid token; 401 for an expired one, 403 for any other, 404 for a gone draft. */
export async function answerPreview(strapi: Core.Strapi, ctx: Ctx, env: NodeJS.ProcessEnv = process.env, now = Date.now()) {
  const secret = previewSecret(env);
  if (!secret) {
    ctx.status = 503;
    ctx.body = errorBody(503, 'ServiceUnavailableError', 'Previews are off: the CMS has no PREVIEW_SECRET (npm start generates one into apps/cms/.env).');
    return;
  }
  const body = ctx.request.body;
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
  const check = checkPreviewToken(secret, token, now);
  if (!check.ok) {
    const expired = check.reason === 'expired';
    ctx.status = expired ? 401 : 403;
    ctx.body = errorBody(
      ctx.status,
      expired ? 'UnauthorizedError' : 'ForbiddenError',
      expired
        ? `This preview link has expired (a link works for ${PREVIEW_MINUTES} minutes). Open the preview again from the CMS.`
        : 'This preview link is not valid. Open the preview from the CMS with "Open preview" on a board or an edition.',
    );
    return;
  }
  const draft = await readDraft(strapi, check.claim);
  if (!draft) {
    ctx.status = 404;
    ctx.body = errorBody(
      404,
      'NotFoundError',
      check.claim.kind === 'edition'
        ? 'This draft is gone, or the edition has no board yet: choose its board, save, and open the preview again.'
        : 'This board draft is gone. Open the preview again from the CMS.',
    );
    return;
  }
  ctx.status = 200;
  ctx.body = { data: draft };
}

/** The public route (its token is its credential); global::draft-preview sets its headers and CORS. */
export function registerPreviewRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    // The content API's own router adds its /api prefix.
    type: 'content-api',
    routes: [
      {
        method: 'POST',
        path: '/previews',
        handler: (ctx: Ctx) => answerPreview(strapi, ctx),
        info: { type: 'content-api', apiName: 'preview' },
        config: { auth: false },
      },
    ],
  });
}
