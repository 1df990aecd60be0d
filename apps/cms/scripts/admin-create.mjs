// Creates a super admin for local use without prompts: ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run admin:create
// (password: 8+ characters with a lowercase, an uppercase letter and a digit). Loads the built app once, which runs
// the same bootstrap code that `npm start` runs when those variables are set, then exits.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
process.chdir(appDir);

// One process for `npm start` (no `a && b` shell), so a SIGTERM sent to npm reaches Strapi.
const ensured = spawnSync(process.execPath, ['scripts/ensure-env.mjs'], { stdio: 'inherit' });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

if (!process.env.ADMIN_EMAIL || !process.env.ADMIN_PASSWORD) {
  console.error('usage: ADMIN_EMAIL=editor@example.org ADMIN_PASSWORD=Str0ngPassword npm run admin:create');
  process.exit(2);
}
if (!existsSync(`${distDir}/src/index.js`)) {
  console.error('cms: no build found in apps/cms/dist; run `npm run build` first');
  process.exit(1);
}
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
process.env.CMS_STARTUP_LOG ??= 'false';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');
const app = await createStrapi({ appDir, distDir }).load();
await app.destroy();
console.log(`cms: admin ${process.env.ADMIN_EMAIL} is ready; log in at http://127.0.0.1:${process.env.CMS_PORT ?? 1337}/admin`);
process.exit(0);
