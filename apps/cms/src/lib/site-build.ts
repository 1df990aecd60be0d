import type { Core } from '@strapi/strapi';
import { yup } from '@strapi/utils';

import { rebuildWebhookSettings } from './rebuild-webhook';
import { siteUrlFrom } from './site-url';

/** The rebuild service's GET /status (scripts/server/rebuild-service.mjs), as the admin shows it (yup: Strapi's own validator). */
export interface SiteBuild {
  state: 'unknown' | 'building' | 'live' | 'failed';
  requestedAt?: string;
  live: { since: string; changedPages: string[]; trigger?: string } | null;
  failed?: { at: string; trigger?: string; reason: string };
}
const siteBuildSchema = yup
  .object({
    state: yup.string().oneOf(['unknown', 'building', 'live', 'failed']).required(),
    requestedAt: yup.string(),
    live: yup.object({ since: yup.string().required(), changedPages: yup.array(yup.string().required()).required(), trigger: yup.string() }).nullable().default(null),
    failed: yup.object({ at: yup.string().required(), trigger: yup.string(), reason: yup.string().required() }).default(undefined),
  })
  .noUnknown();

/** The status as SiteBuild, or null when it is not one. */
export function parseSiteBuild(value: unknown): SiteBuild | null {
  try {
    // Cast: validateSync has checked every field against the interface's shape (yup's inferred type is looser).
    return siteBuildSchema.validateSync(value, { stripUnknown: true }) as SiteBuild;
  } catch {
    return null;
  }
}

/** What the admin's widget and panels read: the last build, or why it cannot be known; and the board's editions. */
export type SiteBuildAnswer = (
  | { known: true; build: SiteBuild }
  | { known: false; why: string }
) & { siteUrl?: string; board?: { publishedEditions: number } };

/** The rebuild service's status, read with the webhook's secret from the address next to the webhook's. */
export async function readSiteBuild(env: NodeJS.ProcessEnv, fetchImpl: typeof fetch = fetch): Promise<SiteBuildAnswer> {
  const settings = rebuildWebhookSettings(env);
  if (!settings.enabled) return { known: false, why: `the site is not rebuilt from this CMS (${settings.why})` };
  const url = new URL('status', settings.url);
  try {
    const res = await fetchImpl(url, { headers: { Authorization: `Bearer ${settings.secret}` }, signal: AbortSignal.timeout(3000) });
    if (!res.ok) return { known: false, why: `the rebuild service answered ${res.status}` };
    const build = parseSiteBuild(await res.json());
    return build ? { known: true, build } : { known: false, why: 'the rebuild service gave an answer this CMS does not read' };
  } catch {
    return { known: false, why: `the rebuild service at ${url.origin} does not answer (is the site running with npm start?)` };
  }
}

/**
 * GET /admin/site-build[?board=<documentId>] for signed-in editors: the site's last build, and with `board` how many
 * published editions that board has (a board's page appears with its first one).
 */
export function registerSiteBuildRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/site-build',
        handler: async (ctx: { query: Record<string, unknown>; body: unknown; set: (name: string, value: string) => void }) => {
          const answer: SiteBuildAnswer = { ...(await readSiteBuild(process.env)), siteUrl: siteUrlFrom(process.env) };
          const board = typeof ctx.query.board === 'string' ? ctx.query.board : undefined;
          if (board) {
            const publishedEditions = await strapi.documents('api::edition.edition').count({ status: 'published', filters: { board: { documentId: board } } });
            answer.board = { publishedEditions };
          }
          ctx.set('Cache-Control', 'no-store');
          ctx.body = answer;
        },
        info: { type: 'admin', pluginName: 'admin' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}
