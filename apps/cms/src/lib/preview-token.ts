import { createHmac, timingSafeEqual } from 'node:crypto';

// The short-lived secret of a draft preview (issue 35 item 5): what a preview link carries, an HMAC over the kind of
// document, its document id and an expiry with PREVIEW_SECRET. Nothing is stored: the link is its own proof, and
// it stops working when it expires or when the secret changes.

/** How long a preview link works: long enough to look at a draft, short enough that a shared link soon dies. */
export const PREVIEW_MINUTES = 30;

/** The two kinds of document the site's board page can show as a draft. */
export const PREVIEW_KINDS = { 'api::board.board': 'board', 'api::edition.edition': 'edition' } as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[keyof typeof PREVIEW_KINDS];

export type PreviewClaim = { kind: PreviewKind; documentId: string };

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`draft-preview:${payload}`).digest('base64url');

/** `<kind>.<document id>.<expiry, s since 1970>.<HMAC>`: a link's token, valid for PREVIEW_MINUTES from `now`. */
export function previewToken(secret: string, { kind, documentId }: PreviewClaim, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_MINUTES * 60;
  const payload = `${kind}.${documentId}.${expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type PreviewTokenCheck = { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a token is one this secret signed (and for which document), and still valid at `now`. */
export function checkPreviewToken(secret: string, token: unknown, now = Date.now()): PreviewTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^(board|edition)\.([a-z0-9]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, kind, documentId, expires, mac] = match;
  const expected = Buffer.from(signature(secret, `${kind}.${documentId}.${expires}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  // The pattern allows only the two kinds.
  return { ok: true, claim: { kind: kind === 'board' ? 'board' : 'edition', documentId } };
}

/** PREVIEW_SECRET, or undefined when none is set (then no preview link is made and none is accepted). */
export function previewSecret(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PREVIEW_SECRET?.trim();
  return value ? value : undefined;
}

/**
 * The site's preview page for a board or an edition draft (Strapi's Preview handler, config/admin.ts), in the
 * language the editor is editing; undefined for any other content type (the admin then shows no preview). The
 * token travels in the fragment, so it reaches no server's log.
 */
export function previewUrl(
  siteUrl: string,
  secret: string | undefined,
  uid: string,
  { documentId, locale }: { documentId?: string; locale?: string | null },
  now = Date.now(),
): string | undefined {
  const kind = Object.entries(PREVIEW_KINDS).find(([candidate]) => candidate === uid)?.[1];
  if (!kind || !documentId || !secret) return undefined;
  const language = locale === 'zh-CN' ? '/zh' : '';
  return `${siteUrl}${language}/preview#token=${previewToken(secret, { kind, documentId }, now)}`;
}
