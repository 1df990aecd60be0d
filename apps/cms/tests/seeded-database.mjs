// The database each test file's CMS runs on. scripts/test.mjs seeds one database per kind at the start of the suite
// (`seedTemplate`: one real first start of the CMS on an empty database: schema, locales, seed, Chinese versions)
// and every file starts on its own copy of it (`databaseEnv`): SQLite copies the seeded file, PostgreSQL makes a
// database from the seeded one as its template. The seeded copy has no admin account: each file's first start still
// creates the super admin from ADMIN_EMAIL/ADMIN_PASSWORD (or, with those empty, finds none), as a first start does.
// A file run on its own (`node --test tests/x.test.mjs`) has no template and starts on an empty database, as before.
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort, startCms, testEnv } from './helpers.mjs';

const require = createRequire(import.meta.url);
/** The folder holding the seeded SQLite file (data.db) and the uploads the seed made (public/uploads). */
const SEEDED_DIR = 'CMS_TEST_SEEDED_DIR';
/** The PostgreSQL database seeded once, the template of every file's database. */
const SEEDED_DATABASE = 'CMS_TEST_SEEDED_DATABASE';
/** The lines a first start logs when it fills an empty database (src/index.ts). */
const FIRST_START_LINES = [/seed: database filled from data\//, /seed: boards and editions filled/, /seed: zh-CN versions filled/];

const isPostgres = (env) => env.DATABASE_CLIENT === 'postgres';

async function withPgClient(env, callback) {
  const { Client } = require('pg');
  const client = new Client({
    host: env.DATABASE_HOST,
    port: Number(env.DATABASE_PORT),
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD || undefined,
    database: 'postgres',
  });
  await client.connect();
  try {
    return await callback(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the CMS once on an empty database of the kind `env` names (DATABASE_* as scripts/test.mjs passes them),
 * checks that it seeded everything, stops it, and resolves with the environment that gives each test file a copy
 * (`databaseEnv`) and a `remove()` for the template's folder.
 */
export async function seedTemplate(env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-seeded-'));
  const dbEnv = isPostgres(env) ? { DATABASE_NAME: 'cms_seeded' } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') };
  if (isPostgres(env)) await withPgClient(env, (client) => client.query('CREATE DATABASE cms_seeded'));
  // One start for the whole suite, which fails with it: more time than a test file's start gets, for a busy machine.
  const cms = await startCms(
    testEnv({ ...env, ...dbEnv, CMS_PORT: String(await freePort()), CMS_PUBLIC_DIR: path.join(dir, 'public'), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }),
    { timeoutMs: 300_000 },
  );
  await cms.stop();
  const missing = FIRST_START_LINES.filter((line) => !line.test(cms.logs()));
  if (missing.length > 0) throw new Error(`the seeding start did not log ${missing.join(', ')}:\n${cms.logs().slice(-4000)}`);
  // A clean stop leaves no write-ahead log beside the file; a copy of data.db alone would miss what one holds.
  if (!isPostgres(env) && existsSync(`${dbEnv.DATABASE_FILENAME}-wal`)) throw new Error('the seeded SQLite file still has a -wal file after the stop');
  return {
    env: isPostgres(env) ? { [SEEDED_DIR]: dir, [SEEDED_DATABASE]: dbEnv.DATABASE_NAME } : { [SEEDED_DIR]: dir },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The DATABASE_* and CMS_PUBLIC_DIR settings of one test file's CMS, in `workDir`: a copy of the suite's seeded
 * database and uploads when scripts/test.mjs made them, an empty database otherwise (PostgreSQL: the one named in
 * the environment).
 */
export async function databaseEnv(workDir, env = process.env) {
  const publicDir = path.join(workDir, 'public');
  const seededDir = env[SEEDED_DIR];
  if (seededDir) cpSync(path.join(seededDir, 'public'), publicDir, { recursive: true });
  else mkdirSync(publicDir, { recursive: true });
  if (!isPostgres(env)) {
    const filename = path.join(workDir, 'data.db');
    if (seededDir) copyFileSync(path.join(seededDir, 'data.db'), filename);
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename, CMS_PUBLIC_DIR: publicDir };
  }
  const template = env[SEEDED_DATABASE];
  if (!template) return { DATABASE_CLIENT: 'postgres', CMS_PUBLIC_DIR: publicDir };
  const name = `cms_${path.basename(workDir).toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  // The seeding CMS has stopped, but PostgreSQL may still be ending its sessions: a template in use refuses copies.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withPgClient(env, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      break;
    } catch (error) {
      if (error.code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, CMS_PUBLIC_DIR: publicDir };
}
