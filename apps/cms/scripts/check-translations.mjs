// `npm run check:translations`: lists every localized text that the English content has and its Chinese (zh-CN)
// version lacks: a board's title, summary, tie rule or a field's label/unit/description, an edition's provenance,
// summary or notes, the ScienceQA page's chart text. Visitors of the Chinese pages read those in English (the public
// API falls back per field, src/lib/localization.ts); this is the list an editor works from.
// Reads the database the CMS is configured for (apps/cms/.env, or DATABASE_* in the environment) by loading the
// compiled app (dist/, `npm run build` or the tsc step of this script) without serving it.
// Exit code: 0 when nothing is missing, 1 when something is (with the list), 2 when the check could not run.
// Options: --json prints the list as JSON; --locale=<code> checks another locale than zh-CN.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const json = process.argv.includes('--json');
const locale = process.argv.find((arg) => arg.startsWith('--locale='))?.split('=')[1];
process.chdir(appDir);

if (!existsSync(`${distDir}/src/index.js`)) {
  console.error('check:translations: no build found in apps/cms/dist; run `npm run build --prefix apps/cms` first');
  process.exit(2);
}
const ensured = spawnSync(process.execPath, ['scripts/ensure-env.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (ensured.status !== 0) process.exit(2);

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
process.env.STRAPI_DISABLE_LICENSE_PING ??= 'true';
process.env.CMS_STARTUP_LOG ??= 'false';
process.env.REBUILD_WEBHOOK_URL ??= 'off';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');
const { findMissingTranslations, SECOND_LOCALE } = require(`${distDir}/src/lib/localization.js`);

const app = createStrapi({ appDir, distDir });
app.log.level = 'warn';
let code = 2;
try {
  await app.load();
  const which = locale ?? SECOND_LOCALE;
  const missing = await findMissingTranslations(app, which);
  if (json) {
    console.log(JSON.stringify({ locale: which, missing }, null, 2));
  } else if (missing.length === 0) {
    console.log(`check:translations: every localized text has its ${which} version`);
  } else {
    console.log(`check:translations: ${missing.length} localized text(s) without a ${which} version (shown in English):`);
    for (const item of missing) console.log(`  ${item.contentType}  ${item.document}  ${item.field}`);
  }
  code = missing.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`check:translations: ${error instanceof Error ? error.stack : error}`);
} finally {
  await app.destroy().catch(() => {});
}
process.exit(code);
