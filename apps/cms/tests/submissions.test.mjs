// Agent submissions (issue 14) against the real, built Strapi: the one public create route, its validation,
// idempotency, honeypot and per-address limit, the status link, the editors' state changes, and that the public can
// read nothing. SQLite by default, PostgreSQL when scripts/test.mjs sets DATABASE_CLIENT=postgres.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, freePort, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';
import { BAD_IDEMPOTENCY_KEYS, GOOD, malformedSubmissions } from './submission-corpus.mjs';

const require = createRequire(import.meta.url);
const { statusToken } = require('../dist/src/lib/submission-intake.js');

const dbClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-submissions-'));
const SITE = 'http://127.0.0.1:4173';
let env;
let cms;
let nextAddress = 10;
/** A loopback address of its own for each test, so the per-address limit (5 per 10 minutes) is per test. */
const freshAddress = () => `127.0.0.${nextAddress++}`;

/** One request from a chosen loopback address; the body is sent as is. */
function send(method, pathname, { body, contentType, headers = {}, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const { port } = new URL(cms.base);
    const data = body === undefined ? undefined : Buffer.from(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        localAddress: from,
        headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...(data ? { 'Content-Length': data.length } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

const submit = (value, options = {}) =>
  send('POST', '/api/submissions', { body: JSON.stringify(value), contentType: 'application/json', ...options });
const status = (token) => send('POST', '/api/submissions/status', { body: JSON.stringify({ token }), contentType: 'application/json' });


const CM = '/content-manager/collection-types/api::submission.submission';
async function adminList(token, query = '') {
  const res = await fetch(`${cms.base}${CM}?pageSize=100${query}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()).results;
}
async function storedCount(token) {
  const res = await fetch(`${cms.base}${CM}?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).pagination.total;
}
async function changeState(token, documentId, state, stateNote) {
  const res = await fetch(`${cms.base}${CM}/${documentId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ state, stateNote }),
  });
  return { status: res.status, body: await res.json() };
}

before(async () => {
  env = testEnv({ ...(await databaseEnv(workDir)), CMS_PORT: String(await freePort()), CMS_SITE_URL: SITE });
  cms = await startCms(env);
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`submissions on ${dbClient}`, () => {
  test('with no SMTP server configured the CMS says once at start that it sends no e-mail', () => {
    assert.equal(cms.logs().match(/no SMTP server configured \(SMTP_HOST unset\)/g)?.length, 1, cms.logs().slice(-2000));
  });

  test('a valid submission answers 201 with a short reference and a private status link, and is stored as typed', async () => {
    const res = await submit({ ...GOOD, agentName: 'Agent <img src=x onerror=alert(1)>' }, { from: freshAddress() });
    assert.equal(res.status, 201, res.text);
    const { reference, statusToken: token, statusUrl, state } = res.json.data;
    assert.match(reference, /^XB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.equal(state, 'received');
    assert.equal(statusUrl, `${SITE}/submit/status#token=${token}`);
    assert.equal(res.headers['cache-control'], 'no-store');

    const admin = await adminToken(cms.base);
    const [row] = await adminList(admin, `&filters[$and][0][reference][$eq]=${reference}`);
    assert.equal(row.agentName, 'Agent <img src=x onerror=alert(1)>', 'HTML is stored as text, unchanged');
    assert.deepEqual(row.benchmarks, ['scienceqa', 'deepsearch']);

    const seen = await status(token);
    assert.equal(seen.status, 200);
    assert.deepEqual(Object.keys(seen.json.data).sort(), ['history', 'receivedAt', 'reference', 'state', 'updatedAt']);
    assert.equal(seen.json.data.state, 'received');
    assert.doesNotMatch(seen.text, /Agent|ada@example|Example Labs|agent\.example/, 'nothing but state and dates');
  });

  test('the same Idempotency-Key stores one submission, even sent five times at once; another body with it is 409', async () => {
    const admin = await adminToken(cms.base);
    const before = await storedCount(admin);
    const from = freshAddress();
    const key = `key-${Date.now()}-double-click`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(GOOD, { from, headers: { 'Idempotency-Key': key } })));
    assert.deepEqual(answers.map((a) => a.status), [201, 201, 201, 201, 201]);
    assert.equal(new Set(answers.map((a) => a.json.data.reference)).size, 1);
    assert.equal(new Set(answers.map((a) => a.json.data.statusToken)).size, 1);
    assert.equal(await storedCount(admin), before + 1);
    const other = await submit({ ...GOOD, agentName: 'Another' }, { from, headers: { 'Idempotency-Key': key } });
    assert.equal(other.status, 409);
    for (const bad of BAD_IDEMPOTENCY_KEYS) {
      const res = await submit(GOOD, { from, headers: { 'Idempotency-Key': bad } });
      assert.equal(res.status, 400, bad);
    }
    assert.equal(await storedCount(admin), before + 1);
  });

  test(`${malformedSubmissions().length} malformed bodies: each refused with 4xx (field errors on 400), none stored, no 5xx`, async () => {
    const admin = await adminToken(cms.base);
    const before = await storedCount(admin);
    const from = freshAddress();
    const statuses = {};
    for (const item of malformedSubmissions()) {
      const res = await send('POST', '/api/submissions', { body: item.body, contentType: item.contentType, from });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      assert.ok(res.status >= 400 && res.status < 500, `${item.name}: ${res.status} ${res.text.slice(0, 200)}`);
      if (res.status === 400 && item.contentType === 'application/json') {
        assert.equal(res.json?.error?.name, 'ValidationError', item.name);
      }
    }
    assert.ok(malformedSubmissions().length >= 300);
    assert.equal(await storedCount(admin), before, JSON.stringify(statuses));
  });

  test('a field error names the field; a body over 16 KB is 413, a non-JSON, non-form body 415, broken JSON 400', async () => {
    const res = await submit({ ...GOOD, accessLink: 'http://agent.example.org', benchmarks: [] }, { from: freshAddress() });
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.json.error.details.errors).sort(), ['accessLink', 'benchmarks']);
    assert.match(res.json.error.details.errors.accessLink, /https:\/\//);
    assert.equal((await submit({ ...GOOD, accessNotes: 'x'.repeat(17_000) })).status, 413);
    assert.equal((await send('POST', '/api/submissions', { body: 'x', contentType: 'text/plain' })).status, 415);
    assert.equal((await send('POST', '/api/submissions', { body: '{"a":', contentType: 'application/json' })).status, 400);
  });

  test('beyond 5 submissions per 10 minutes from one address: 429 with Retry-After; other addresses unaffected', async () => {
    const from = freshAddress();
    for (let i = 0; i < 5; i += 1) assert.equal((await submit({ ...GOOD, agentName: `Agent ${i}` }, { from })).status, 201);
    const refused = await submit({ ...GOOD, agentName: 'Agent 6' }, { from });
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers['retry-after']) > 500, refused.headers['retry-after']);
    assert.equal((await submit(GOOD, { from: freshAddress() })).status, 201);
  });

  test('the public can neither list, read, filter, update nor delete submissions, nor reach them by populate', async () => {
    const created = await submit(GOOD, { from: freshAddress() });
    const { reference } = created.json.data;
    const admin = await adminToken(cms.base);
    const [row] = await adminList(admin, `&filters[$and][0][reference][$eq]=${reference}`);
    for (const url of [
      '/api/submissions',
      `/api/submissions/${row.documentId}`,
      `/api/submissions/${row.id}`,
      `/api/submissions?filters[reference][$eq]=${reference}`,
      '/api/submissions?populate=*',
      '/api/submission',
    ]) {
      const res = await send('GET', url);
      assert.ok([403, 404].includes(res.status), `${url}: ${res.status}`);
      assert.doesNotMatch(res.text, new RegExp(reference));
    }
    for (const url of ['/api/companies?populate[submissions]=*', '/api/models?populate=submission', '/api/boards?populate[submission][fields][0]=email']) {
      const res = await send('GET', url);
      assert.equal(res.status, 400, url);
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await send(method, `/api/submissions/${row.documentId}`, { body: '{}', contentType: 'application/json' });
      assert.ok([403, 404, 405].includes(res.status), `${method}: ${res.status}`);
    }
    const roles = await fetch(`${cms.base}/users-permissions/roles`, { headers: { Authorization: `Bearer ${admin}` } });
    assert.equal(roles.status, 200);
    const { roles: list } = await roles.json();
    const publicRole = list.find((role) => role.type === 'public');
    const detail = await (await fetch(`${cms.base}/users-permissions/roles/${publicRole.id}`, { headers: { Authorization: `Bearer ${admin}` } })).json();
    assert.ok(detail.role.permissions['api::company'], 'the role detail lists permissions by type');
    const granted = Object.entries(detail.role.permissions['api::submission']?.controllers?.submission ?? {}).filter(([, p]) => p.enabled);
    assert.deepEqual(granted, [], 'the Public role holds no grant on submissions');
  });

  test('an editor changes the state with a note in the admin: recorded in history, shown on the status link', async () => {
    const created = await submit(GOOD, { from: freshAddress() });
    const { reference, statusToken: token } = created.json.data;
    const admin = await adminToken(cms.base);
    const [row] = await adminList(admin, `&filters[$and][0][reference][$eq]=${reference}`);
    assert.equal((await changeState(admin, row.documentId, 'under_review', 'Checking access')).status, 200);
    assert.equal((await changeState(admin, row.documentId, 'evaluating', '')).status, 200);
    const noReason = await changeState(admin, row.documentId, 'declined', '');
    assert.equal(noReason.status, 400, 'declining needs a reason');
    assert.equal((await changeState(admin, row.documentId, 'declined', 'The access link needs a login we do not have')).status, 200);

    const [after] = await adminList(admin, `&filters[$and][0][reference][$eq]=${reference}`);
    assert.deepEqual(
      after.history.map((entry) => [entry.from, entry.to, entry.note]),
      [
        [null, 'received', ''],
        ['received', 'under_review', 'Checking access'],
        ['under_review', 'evaluating', ''],
        ['evaluating', 'declined', 'The access link needs a login we do not have'],
      ],
    );
    for (const entry of after.history) assert.ok(!Number.isNaN(Date.parse(entry.at)));

    const seen = await status(token);
    assert.equal(seen.json.data.state, 'declined');
    assert.equal(seen.json.data.declineReason, 'The access link needs a login we do not have');
    assert.deepEqual(seen.json.data.history.map((h) => h.state), ['received', 'under_review', 'evaluating', 'declined']);
    assert.doesNotMatch(seen.text, /Checking access/, 'notes other than the decline reason stay with the editors');

    // An editor's attempt to rewrite the history is ignored.
    const res = await fetch(`${cms.base}${CM}/${row.documentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ history: [] }),
    });
    assert.equal(res.status, 200);
    const [still] = await adminList(admin, `&filters[$and][0][reference][$eq]=${reference}`);
    assert.equal(still.history.length, 4);

    assert.equal((await changeState(admin, row.documentId, 'published', 'On the board')).status, 200);
    const published = await status(token);
    assert.deepEqual(published.json.data.benchmarks, ['scienceqa', 'deepsearch']);
    assert.equal(published.json.data.declineReason, undefined);
  });

  test('a wrong or tampered status token is 404, an expired one 410, each saying so', async () => {
    const created = await submit(GOOD, { from: freshAddress() });
    const { reference, statusToken: token } = created.json.data;
    for (const bad of ['', 'nope', `${token.slice(0, -2)}xx`, token.replace(/\.\d+\./, '.9999999999.'), 42]) {
      const res = await status(bad);
      assert.equal(res.status, 404, String(bad));
      assert.match(res.json.error.message, /not valid/);
    }
    const expired = statusToken(env.APP_KEYS.split(',')[0], reference, new Date(Date.now() - 400 * 86_400_000), 365);
    const res = await status(expired);
    assert.equal(res.status, 410);
    assert.match(res.json.error.message, /expired/);
  });

  test('without JavaScript: a form post gets a plain receipt page, or the form again with its values and an error per field', async () => {
    const from = freshAddress();
    const fields = new URLSearchParams({ ...GOOD, agentName: '<b>Bold</b> Agent', accessLink: 'http://agent.example.org', consent: 'on' });
    fields.delete('benchmarks');
    fields.append('benchmarks', 'recruiting');
    const bad = await send('POST', '/api/submissions', { body: fields.toString(), contentType: 'application/x-www-form-urlencoded', from });
    assert.equal(bad.status, 400);
    assert.match(bad.headers['content-type'], /text\/html/);
    assert.match(bad.text, /value="&lt;b&gt;Bold&lt;\/b&gt; Agent"/, 'what was typed comes back, escaped');
    assert.match(bad.text, /id="accessLink-error">The public access link must start with https:\/\//);
    assert.match(bad.text, /value="recruiting" checked/);
    assert.match(bad.text, /name="idempotencyKey" value="[0-9a-f-]{36}"/);
    assert.doesNotMatch(bad.text, /<b>Bold/);

    fields.set('accessLink', 'https://agent.example.org');
    const ok = await send('POST', '/api/submissions', { body: fields.toString(), contentType: 'application/x-www-form-urlencoded', from });
    assert.equal(ok.status, 201);
    assert.match(ok.text, /Your reference is <strong><code>XB-[0-9A-Z]{4}-[0-9A-Z]{4}<\/code>/);
    assert.match(ok.text, new RegExp(`href="${SITE}/submit/status#token=XB-`));
  });

  test('CORS: the site may POST JSON with an Idempotency-Key to the submission routes only', async () => {
    const preflight = await send('OPTIONS', '/api/submissions', {
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], SITE);
    assert.match(preflight.headers['access-control-allow-methods'], /POST/);
    assert.match(preflight.headers['access-control-allow-headers'], /Idempotency-Key/i);
    const evil = await send('OPTIONS', '/api/submissions', { headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
    const other = await send('OPTIONS', '/api/companies', { headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' } });
    assert.doesNotMatch(other.headers['access-control-allow-methods'] ?? '', /POST/);
  });
});
