// The read budget (per-client limits on uncached public reads), X-Forwarded-For trust, and a first start with no
// admin account, against the real CMS started with a small budget and 127.0.0.1 as its one trusted proxy.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { freePort, requestLine, runScript, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const RANKING = '/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-limits-'));
let cms;

/** A GET sent from a chosen loopback address, so that two clients on one machine are two addresses. */
function getFrom(localAddress, pathAndQuery, headers = {}) {
  return new Promise((resolve, reject) => {
    const { port } = new URL(cms.base);
    const req = request({ host: '127.0.0.1', port, path: pathAndQuery, localAddress, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const distinct = (n) => `/api/companies?filters[name][$ne]=client-${n}-${Math.random()}`;

before(async () => {
  const env = testEnv({
    ...(await databaseEnv(workDir)),
    CMS_PORT: String(await freePort()),
    CMS_READ_RATE: '1',
    CMS_READ_BURST: '5',
    CMS_READ_CONCURRENCY: '2',
    CMS_TRUSTED_PROXIES: '127.0.0.1',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    // Strapi's default level, as a CMS without CMS_LOG_LEVEL logs (the other files log `info` and up).
    CMS_LOG_LEVEL: undefined,
  });
  cms = await startCms(env);
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('read budget', () => {
  test('a client that asks too many uncached queries gets 429 with Retry-After; cached reads and other clients do not', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.7' };
    assert.equal((await getFrom('127.0.0.1', RANKING, client)).status, 200); // fills the cache; uses 1 of 5
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await getFrom('127.0.0.1', distinct(i), client));
    assert.deepEqual(statuses.slice(0, 4).map((res) => res.status), [200, 200, 200, 200]);
    const limited = statuses.slice(4).filter((res) => res.status === 429);
    assert.ok(limited.length >= 3, `statuses ${statuses.map((res) => res.status)}`);
    const retryAfter = Number(limited[0].headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${limited[0].headers['retry-after']}`);
    const body = JSON.parse(limited[0].text);
    assert.equal(body.error.status, 429);
    assert.match(body.error.message, /Too many requests/);

    const cached = await getFrom('127.0.0.1', RANKING, client);
    assert.equal(cached.status, 200, 'a cached read is never limited');
    assert.equal(cached.headers['x-cache'], 'HIT');
    const other = await getFrom('127.0.0.1', distinct('other'), { 'X-Forwarded-For': '203.0.113.20' });
    assert.equal(other.status, 200, 'another client behind the trusted proxy has its own budget');
  });

  test('the budget holds whatever the spelling of the path: /API/, /Api/ and /api/ draw on one budget', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.33' };
    const prefixes = ['/API/companies', '/Api/Companies/', '/aPi/cOmpanies'];
    const statuses = [];
    for (let i = 0; i < 9; i += 1) {
      const res = await getFrom('127.0.0.1', `${prefixes[i % 3]}?filters[name][$ne]=spelled-${i}-${Math.random()}`, client);
      statuses.push(res.status);
    }
    assert.deepEqual(statuses.slice(0, 4), [200, 200, 200, 200], `statuses ${statuses}`);
    assert.ok(statuses.slice(5).filter((status) => status === 429).length >= 3, `statuses ${statuses}`);
  });

  test('X-Forwarded-For from a peer that is not a trusted proxy is ignored', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      // A new forged address each time: believed, it would give every request a fresh budget.
      const res = await getFrom('127.0.0.2', distinct(`spoof-${i}`), { 'X-Forwarded-For': `192.0.2.${i}` });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses.slice(0, 5), [200, 200, 200, 200, 200]);
    assert.ok(statuses.slice(5).includes(429), `statuses ${statuses}`);
  });
});

describe('the log', () => {
  test('without CMS_LOG_LEVEL the CMS logs a line per request, as Strapi does by default', async () => {
    assert.equal((await getFrom('127.0.0.1', '/_health')).status, 204);
    assert.match(cms.logs(), requestLine('/_health'));
  });
});

describe('Strict-Transport-Security', () => {
  test('is sent only for HTTPS: never over plain HTTP, nor for an X-Forwarded-Proto from an untrusted peer', async () => {
    for (const path of ['/_health', '/api/nope', '/admin/init']) {
      const plain = await getFrom('127.0.0.1', path);
      assert.equal(plain.headers['strict-transport-security'], undefined, `${path} over plain HTTP`);
      const forged = await getFrom('127.0.0.2', path, { 'X-Forwarded-Proto': 'https' });
      assert.equal(forged.headers['strict-transport-security'], undefined, `${path}: X-Forwarded-Proto from an untrusted peer`);
      const proxied = await getFrom('127.0.0.1', path, { 'X-Forwarded-Proto': 'https' });
      assert.equal(proxied.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', `${path} via the trusted proxy over HTTPS`);
    }
  });
});

describe('first start without an admin', () => {
  test('with no ADMIN_EMAIL/ADMIN_PASSWORD in production, no account exists and registration stays closed', async () => {
    const init = await fetch(`${cms.base}/admin/init`).then((res) => res.json());
    assert.equal(init.data.hasAdmin, false);
    const res = await fetch(`${cms.base}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'first@example.org', password: 'First-Passw0rd', firstname: 'First' }),
    });
    assert.equal(res.status, 403);
    assert.match((await res.json()).error.message, /ADMIN_EMAIL and ADMIN_PASSWORD/);
    assert.equal((await fetch(`${cms.base}/admin/init`).then((r) => r.json())).data.hasAdmin, false);
    assert.match(cms.logs(), /no admin account yet.*set ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  test('outside production, ensure-env generates the first login once, into the git-ignored env file', async () => {
    const envFile = path.join(workDir, 'generated.env');
    const env = { PATH: process.env.PATH, CMS_ENV_FILE: envFile };
    const first = await runScript(['scripts/ensure-env.mjs'], env);
    assert.equal(first.code, 0, first.output);
    const password = /password: (\S+)/.exec(first.output)?.[1];
    assert.ok(password && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && password.length >= 16);
    assert.match(first.output, /e-mail: +admin@cms\.localhost/);
    const file = readFileSync(envFile, 'utf8');
    assert.match(file, new RegExp(`^ADMIN_PASSWORD=${password.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}$`, 'm'));
    assert.equal(statSync(envFile).mode & 0o777, 0o600);
    assert.match(file, /^REBUILD_WEBHOOK_SECRET=\S{40,}$/m, 'the rebuild webhook secret is generated too');
    const second = await runScript(['scripts/ensure-env.mjs'], env);
    assert.equal(second.code, 0);
    assert.doesNotMatch(second.output, /password/, 'shown once');
    assert.equal(readFileSync(envFile, 'utf8'), file, 'nothing changes on the next start');
    const operatorSet = await runScript(['scripts/ensure-env.mjs'], {
      ...env,
      CMS_ENV_FILE: path.join(workDir, 'operator.env'),
      ADMIN_EMAIL: 'me@example.org',
    });
    assert.doesNotMatch(operatorSet.output, /password/, "the operator's own setting is left alone");
  });
});
