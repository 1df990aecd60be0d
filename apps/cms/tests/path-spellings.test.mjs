// Issue 33: every guard holds for every spelling of its path (case, percent-escapes, doubled, dot and trailing
// segments) and every method, on SQLite and PostgreSQL. A CMS in production mode on its own copy of the seeded
// database, with no admin yet: no spelling creates one, reads drafts, answers 5xx, skips the submission limits or
// the admin's JSON-only rule.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { freePort, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';
import { MALFORMED_QUERIES } from './malformed-queries.mjs';
import { METHODS, pathSpellings, routedSpellings } from './path-spellings.mjs';

const dbClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-paths-'));
const RANKING_QUERY = 'sort=score:desc&pagination[limit]=10&populate[model][populate]=company';
let cms;
let port;

/**
 * One request exactly as spelled (fetch would resolve dot segments): `{ status, headers, text }`. `from` picks a
 * loopback source address, so that per-address limits see distinct clients.
 */
function send(method, pathAndQuery, { headers = {}, body, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: pathAndQuery, headers, localAddress: from }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `ask` over `items`, eight at a time; returns the failures it reported (strings). */
async function each(items, ask) {
  const failures = [];
  for (let i = 0; i < items.length; i += 8) {
    const answers = await Promise.all(items.slice(i, i + 8).map(ask));
    failures.push(...answers.filter(Boolean));
  }
  return failures;
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

before(async () => {
  // This file needs a CMS that has never had an admin: its own copy of the seeded database (which has none), started
  // without ADMIN_EMAIL/ADMIN_PASSWORD.
  const env = testEnv({
    ...(await databaseEnv(workDir)),
    CMS_PORT: String(await freePort()),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  cms = await startCms(env);
  port = Number(new URL(cms.base).port);
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`every spelling of a guarded path, on ${dbClient}`, () => {
  test('the spellings generated are many and distinct, and the router reaches some of them', () => {
    const spellings = pathSpellings('/admin/register-admin');
    assert.ok(spellings.length >= 45, `${spellings.length} spellings`);
    assert.equal(new Set(spellings.map(([spelled]) => spelled)).size, spellings.length);
    assert.ok(routedSpellings('/admin/register-admin').length >= 8);
  });

  test('no spelling or method of /admin/register-admin creates a super admin on a CMS that has none', async () => {
    assert.equal(json((await send('GET', '/admin/init')).text).data.hasAdmin, false);
    const attempts = [];
    for (const [spelled, how] of pathSpellings('/admin/register-admin')) {
      for (const method of ['POST', 'PUT']) attempts.push([method, spelled, how]);
    }
    let n = 0;
    const failures = await each(attempts, async ([method, spelled, how]) => {
      n += 1;
      const body = JSON.stringify({ email: `mallory${n}@example.org`, password: 'Mallory-Passw0rd1', firstname: 'M' });
      const res = await send(method, spelled, { headers: { 'Content-Type': 'application/json' }, body });
      if (res.status < 400) return `${res.status} ${method} ${spelled} (${how}): ${res.text.slice(0, 120)}`;
      return undefined;
    });
    assert.deepEqual(failures, []);
    // The spellings Strapi routes to registration are refused by the guard, with its reason.
    for (const [spelled, how] of routedSpellings('/admin/register-admin')) {
      const res = await send('POST', spelled, { headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.equal(res.status, 403, `${spelled} (${how})`);
      assert.match(json(res.text).error.message, /ADMIN_EMAIL and ADMIN_PASSWORD/);
    }
    assert.equal(json((await send('GET', '/admin/init')).text).data.hasAdmin, false, 'still no admin');
  });

  test('every spelling of /admin/login refuses a form body (JSON only), and none answers 5xx', async () => {
    const form = 'email=a%40example.org&password=x';
    const failures = await each(pathSpellings('/admin/login'), async ([spelled, how]) => {
      const res = await send('POST', spelled, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
      if (res.status >= 500 || res.status < 400) return `${res.status} ${spelled} (${how})`;
      return undefined;
    });
    assert.deepEqual(failures, []);
    for (const [spelled, how] of routedSpellings('/admin/login')) {
      const res = await send('POST', spelled, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
      assert.equal(res.status, 415, `${spelled} (${how})`);
    }
  });

  test('no spelling of /api/editions serves drafts: status=draft is refused or not found, never 200', async () => {
    const failures = await each(pathSpellings('/api/editions'), async ([spelled, how]) => {
      const res = await send('GET', `${spelled}?status=draft&populate=*`);
      if (res.status === 200 || res.status >= 500) return `${res.status} ${spelled} (${how}): ${res.text.slice(0, 120)}`;
      return undefined;
    });
    assert.deepEqual(failures, []);
    for (const [spelled, how] of routedSpellings('/api/editions')) {
      const res = await send('GET', `${spelled}?status=draft`);
      assert.equal(res.status, 400, `${spelled} (${how})`);
      assert.equal(json(res.text).error.name, 'ValidationError');
    }
  });

  test(`${MALFORMED_QUERIES.length} malformed queries under every spelling of their path: never 5xx, 400 where routed`, async () => {
    const items = [];
    for (const [query, why] of MALFORMED_QUERIES) {
      const [pathPart, search] = query.split('?');
      for (const [spelled, how] of pathSpellings(pathPart)) items.push([`${spelled}?${search}`, `${why}; ${how}`, /, (plain|trailing slash)$/.test(how)]);
    }
    assert.ok(items.length >= 1000, `${items.length} requests`);
    const failures = await each(items, async ([pathAndQuery, why, routed]) => {
      const res = await send('GET', pathAndQuery);
      const body = json(res.text);
      const ok = routed ? res.status === 400 && body?.error?.status === 400 : res.status >= 400 && res.status < 500;
      if (!ok) return `${res.status} ${pathAndQuery.slice(0, 120)} (${why}): ${res.text.slice(0, 120)}`;
      return undefined;
    });
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${items.length} failed`);
  });

  test('every method on every spelling of the public content paths: never 5xx, never a write without a token', async () => {
    const items = [];
    for (const base of ['/api/editions', '/api/boards', '/api/scienceqas', '/api/change-records', '/api/upload', '/api/users']) {
      for (const [spelled, how] of pathSpellings(base)) for (const method of METHODS) items.push([method, spelled, how]);
    }
    const failures = await each(items, async ([method, spelled, how]) => {
      const res = await send(method, spelled, { headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{"data":{}}' });
      const wrote = !['GET', 'HEAD', 'OPTIONS'].includes(method) && res.status < 400;
      if (res.status >= 500 || wrote) return `${res.status} ${method} ${spelled} (${how}): ${res.text.slice(0, 120)}`;
      return undefined;
    });
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${items.length} failed`);
  });

  test('every spelling of /api/submissions keeps the 16 KB cap, the content types and a clear error for broken JSON', async () => {
    let client = 0;
    const from = () => `127.0.2.${(client++ % 250) + 1}`;
    const cases = [
      ['text/plain', 'x', 415],
      ['application/json', '{"agentName":', 400],
      ['application/json', JSON.stringify({ agentName: 'x'.repeat(20_000) }), 413],
    ];
    const items = [];
    for (const [spelled, how] of pathSpellings('/api/submissions')) {
      for (const [type, body, status] of cases) items.push([spelled, how, type, body, status, /, (plain|trailing slash)$/.test(how)]);
    }
    const failures = await each(items, async ([spelled, how, type, body, status, routed]) => {
      const res = await send('POST', spelled, { headers: { 'Content-Type': type }, body, from: from() });
      const parsed = json(res.text);
      const ok = routed ? res.status === status && parsed?.error?.status === status : res.status >= 400 && res.status < 500;
      const raw = /SyntaxError|Unexpected end of JSON/.test(res.text);
      if (!ok || raw) return `${res.status} ${type} ${spelled} (${how}), expected ${routed ? status : '4xx'}: ${res.text.slice(0, 120)}`;
      return undefined;
    });
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${items.length} failed`);
  });

  test('a case-changed path shares the response cache with the path itself', async () => {
    const first = await send('GET', `/api/scienceqas?${RANKING_QUERY}`);
    assert.equal(first.status, 200);
    for (const [spelled, how] of routedSpellings('/api/scienceqas')) {
      const res = await send('GET', `${spelled}?${RANKING_QUERY}`);
      assert.equal(res.status, 200, `${spelled} (${how})`);
      assert.equal(res.headers['x-cache'], 'HIT', `${spelled} (${how}) is answered from the cache`);
      assert.equal(res.text, first.text);
    }
  });

  test('a path with a broken percent-escape answers 400, not 5xx', async () => {
    for (const broken of ['/api/edit%E0%A4%Aions', '/admin/register-admin%', '/%ZZpi/editions']) {
      const res = await send('POST', broken, { headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.equal(res.status, 400, broken);
    }
  });
});
