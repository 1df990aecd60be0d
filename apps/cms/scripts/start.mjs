// Starts the built CMS (run `npm run build` first) in production mode on 127.0.0.1:${CMS_PORT:-1337}.
// SQLite at .tmp/data.db by default; PostgreSQL with DATABASE_CLIENT=postgres (see README.md).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
process.chdir(appDir);

// One process for `npm start` (no `a && b` shell), so a SIGTERM sent to npm reaches Strapi.
const ensured = spawnSync(process.execPath, ['scripts/ensure-env.mjs'], { stdio: 'inherit' });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

const needsPanel = !['false', '0', 'off'].includes((process.env.CMS_SERVE_ADMIN ?? 'true').toLowerCase());
if (!existsSync(`${distDir}/src/index.js`) || (needsPanel && !existsSync(`${distDir}/build/index.html`))) {
  console.error('cms: no build found in apps/cms/dist; run `npm run build --prefix apps/cms` first');
  process.exit(1);
}

// The local upload provider refuses to start when <public>/uploads is missing.
mkdirSync(path.resolve(appDir, process.env.CMS_PUBLIC_DIR ?? 'public', 'uploads'), { recursive: true });

process.env.NODE_ENV ??= 'production';
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
process.env.STRAPI_DISABLE_LICENSE_PING ??= 'true';
process.env.FLAG_NPS ??= 'false';
process.env.FLAG_PROMOTE_EE ??= 'false';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');
const app = createStrapi({ appDir, distDir });

// `npm start` runs this under `sh -c`, and a SIGTERM to npm stops the shell without reaching node. If this process
// is orphaned (its parent changed), stop Strapi instead of lingering on the port.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid === parentPid) return;
  console.log('cms: parent process exited; shutting down');
  app.destroy().finally(() => process.exit(0));
}, 1000).unref();

await app.start();
