// `npm test`: compiles the server code, then runs the integration suite (tests/*.test.mjs) against the real
// Strapi twice: on a temporary SQLite file, then on a throwaway PostgreSQL cluster (initdb into a temp dir, pg_ctl
// on 127.0.0.1:55432 as the postgres user), which is stopped and deleted afterwards.
// Without PostgreSQL binaries the second run fails under CI=true and is skipped, with the reason, elsewhere.
// Options: --only=sqlite | --only=postgres
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const inCi = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const PG_PORT = Number(process.env.CMS_TEST_PG_PORT ?? 55432);

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: appDir, stdio: 'inherit', ...options });
  return result.status ?? 1;
};

function compile() {
  const code = run(path.join(appDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
  if (code !== 0) process.exit(code);
}

function suite(label, env, files) {
  console.log(`\n=== CMS integration suite on ${label} ===`);
  return run(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
    env: { ...process.env, ...env },
  });
}

function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

function withPostgres(callback) {
  const bin = findPgBin();
  if (!bin) {
    const reason = 'PostgreSQL server binaries not found (no initdb under /usr/lib/postgresql/*/bin); apt-get install -y postgresql';
    if (inCi) {
      console.error(`\nFAIL: PostgreSQL run required in CI: ${reason}`);
      return 1;
    }
    console.warn(`\nSKIPPED the PostgreSQL run: ${reason}`);
    return 0;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'cms-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb and the server refuse to run as root: run them as the postgres user, which must own the directory.
  const asRoot = userInfo().uid === 0;
  const pgUser = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
  if (asRoot) {
    if (pgUser.status !== 0) {
      console.error('FAIL: running as root but there is no postgres user to run the cluster as');
      return 1;
    }
    chownSync(dir, Number(pgUser.stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const pg = (tool, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir }) : run(path.join(bin, tool), args, { cwd: dir });

  let code = 1;
  let started = false;
  try {
    if (pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions']) !== 0) {
      throw new Error('initdb failed');
    }
    const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    if (pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']) !== 0) {
      throw new Error(`pg_ctl start failed on port ${PG_PORT} (is it in use? set CMS_TEST_PG_PORT)`);
    }
    started = true;
    if (pg('createdb', ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', 'cms_test']) !== 0) {
      throw new Error('createdb failed');
    }
    code = callback({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(PG_PORT),
      DATABASE_NAME: 'cms_test',
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: '',
      DATABASE_SSL: 'false',
    });
  } catch (error) {
    console.error(`FAIL: ${error.message}`);
    code = 1;
  } finally {
    if (started) pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
  return code;
}

compile();
const results = {};
if (only !== 'postgres') results.sqlite = suite('SQLite (temporary file)', { DATABASE_CLIENT: 'sqlite' }, ['tests/']);
if (only !== 'sqlite') results.postgres = withPostgres((env) => suite(`PostgreSQL (throwaway cluster on 127.0.0.1:${PG_PORT})`, env, ['tests/cms.test.mjs']));

console.log(`\nCMS tests: ${Object.entries(results).map(([db, code]) => `${db} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(Object.values(results).every((code) => code === 0) ? 0 : 1);
