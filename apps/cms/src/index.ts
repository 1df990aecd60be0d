import path from 'node:path';

import type { Core } from '@strapi/strapi';

import { ensureAdminFromEnv } from './lib/admin-user';
import { applyEditViewTexts } from './lib/edit-views';
import { ensureEditorRole } from './lib/editor-role';
import { registerCustomFields } from './lib/custom-fields';
import { contentChanged, startCacheBus, stopCacheBus } from './lib/cache-bus';
import { registerEditionRules } from './lib/edition-rules';
import { faultInjectionNotice } from './lib/fault-inject';
import { registerFormatChecks } from './lib/format-checks';
import { ensureLocales, registerLocaleFallback, SECOND_LOCALE } from './lib/localization';
import { closeEndUserAccess, grantPublicReadAccess } from './lib/permissions';
import { ensureRebuildWebhook } from './lib/rebuild-webhook';
import { seed } from './lib/seed';
import { seedBoards } from './lib/seed-boards';
import { seedTranslations } from './lib/seed-translations';
import { registerPreviewRoute } from './lib/draft-preview';
import { registerSiteBuildRoute } from './lib/site-build';
import { registerSubmissionHistory } from './lib/submission-history';
import { announceMailSetting } from './lib/submission-mail';

const READ_ACTIONS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerCustomFields(strapi);
    // Any content change empties the public response cache. Document writes are seen after their transaction
    // commits (document service middleware); everything else, e.g. media library files and role permissions,
    // through database lifecycle events.
    strapi.documents.use(async (context, next) => {
      const result = await next();
      if (!READ_ACTIONS.has(context.action)) contentChanged(strapi);
      return result;
    });
    strapi.db.lifecycles.subscribe((event) => {
      if (!/^(before|after)(Find|Count)/.test(event.action)) contentChanged(strapi);
    });
    registerFormatChecks(strapi);
    registerEditionRules(strapi);
    registerSubmissionHistory(strapi);
    registerLocaleFallback(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReadAccess(strapi);
    await closeEndUserAccess(strapi);
    await ensureLocales(strapi);
    await ensureEditorRole(strapi);
    await applyEditViewTexts(strapi);
    const dataDir = path.join(strapi.dirs.app.root, 'data');
    const outcome = await seed(strapi, dataDir);
    strapi.log.info(outcome === 'seeded' ? 'seed: database filled from data/' : 'seed: already done, nothing changed');
    const boards = await seedBoards(strapi, dataDir);
    strapi.log.info(boards === 'seeded' ? 'seed: boards and editions filled from data/boards/' : 'seed: boards already done');
    const translated = await seedTranslations(strapi, dataDir, SECOND_LOCALE);
    strapi.log.info(translated === 'seeded' ? `seed: ${SECOND_LOCALE} versions filled from data/i18n/` : `seed: ${SECOND_LOCALE} versions already done`);
    await ensureAdminFromEnv(strapi, process.env);
    await ensureRebuildWebhook(strapi, process.env);
    registerSiteBuildRoute(strapi);
    registerPreviewRoute(strapi);
    await startCacheBus(strapi);
    announceMailSetting(strapi);
    const faults = faultInjectionNotice();
    if (faults) strapi.log.warn(faults);
  },

  async destroy() {
    await stopCacheBus();
  },
};
