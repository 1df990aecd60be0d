// Integration suite against the real, built Strapi: SQLite by default, PostgreSQL when scripts/test.mjs sets
// DATABASE_CLIENT=postgres. Covers issue 3, points 1-10.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { ADMIN, adminToken, APP_DIR, freePort, rawStatus, requestLine, runScript, startCms, testEnv } from './helpers.mjs';
import { hostileCorpus, PRIVATE_FIELDS } from './hostile-corpus.mjs';
import { MALFORMED_QUERIES } from './malformed-queries.mjs';
import { databaseEnv } from './seeded-database.mjs';
import { validatorVerdict } from './validator-verdict.mjs';

const RANKING = '/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company';
const PAGE = '/api/scienceqa-page?populate[scienceQaRankImg][fields][0]=url';
const SITE_ORIGIN = 'http://127.0.0.1:4173';
const board = JSON.parse(readFileSync(path.join(APP_DIR, 'data/scienceqa.json'), 'utf8'));
const dbClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
// The 400 the CMS answers when the database itself rejects a value the validator let through (src/middlewares/query-validation.ts).
const DATABASE_REFUSAL = 'Invalid query: a filter value does not fit its field';

const workDir = mkdtempSync(path.join(tmpdir(), 'cms-test-'));
let env;
let cms;

const get = (pathAndQuery, headers = {}) => fetch(`${cms.base}${pathAndQuery}`, { headers });
const getJson = async (pathAndQuery, headers) => {
  const res = await get(pathAndQuery, headers);
  return { res, body: await res.json() };
};


before(async () => {
  env = testEnv({ ...(await databaseEnv(workDir)), CMS_PORT: String(await freePort()) });
  cms = await startCms(env);
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`CMS on ${dbClient}`, () => {
  test('1. the ranking call answers the 10 highest scores with model and company nested, flat shape', async () => {
    const { res, body } = await getJson(RANKING);
    assert.equal(res.status, 200);
    assert.equal(body.data.length, 10);
    const scores = body.data.map((row) => row.score);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    const top = body.data[0];
    assert.equal(top.attributes, undefined, 'Strapi 5 flat documents, not v4 attributes');
    assert.equal(typeof top.documentId, 'string');
    assert.equal(top.score, 60.8);
    assert.equal(top.BoN, 78);
    assert.equal(top.timeCost, 87.7);
    assert.equal(top.model.name, 'o3-high');
    assert.equal(top.model.company.name, 'OpenAI');
    for (const row of body.data) {
      assert.equal(typeof row.model.company.name, 'string');
      for (const key of ['name', 'modelId', 'type', 'pricingInput', 'pricingOutput', 'link']) assert.ok(key in row.model, key);
    }
    assert.deepEqual(body.meta.pagination, { start: 0, limit: 10, total: 10 });
  });

  test('1. equal scores keep the published order on every database (ranks 4 and 5 share 50.4)', async () => {
    const { body } = await getJson(RANKING);
    assert.deepEqual(
      body.data.map((row) => row.model.name),
      [...board.rows].sort((a, b) => a.rank - b.rank).map((row) => row.model),
    );
  });

  test('4. the seeded rows are the published figures; unknown values stay empty', async () => {
    const { body } = await getJson(RANKING);
    for (const row of board.rows) {
      const seeded = body.data.find((entry) => entry.model.name === row.model);
      assert.ok(seeded, row.model);
      assert.equal(seeded.score, row.average_score);
      assert.equal(seeded.BoN, row.bon_n5_score);
      assert.equal(seeded.timeCost, row.time_cost_s_per_question);
      assert.equal(seeded.evaluationDate, null);
      assert.equal(seeded.model.pricingInput, null, 'eval-script prices are not leaderboard prices');
      assert.equal(seeded.model.pricingOutput, null);
      assert.equal(seeded.model.company.name, row.company);
    }
  });

  test('1. pagination[limit] limits the ranking', async () => {
    const { body } = await getJson('/api/scienceqas?sort=score:desc&pagination[limit]=3&populate[model][populate]=company');
    assert.deepEqual(body.data.map((row) => row.model.name), ['o3-high', 'Gemini 2.5 Pro', 'Doubao-1.5-thinking-pro']);
  });

  test('2. the page call answers the counts and a loadable chart URL', async () => {
    const { res, body } = await getJson(PAGE);
    assert.equal(res.status, 200);
    assert.equal(body.data.scienceQaCount, 10);
    assert.equal(body.data.companiesCount, new Set(board.rows.map((row) => row.company)).size);
    assert.match(body.data.scienceQaRankImg.url, /^\/uploads\/.+\.png$/);
    const image = await get(body.data.scienceQaRankImg.url);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.ok((await image.arrayBuffer()).byteLength > 1000);
  });

  test('3. every write without a token is refused with 401/403', async () => {
    const { body } = await getJson('/api/scienceqas?pagination[limit]=1');
    const id = body.data[0].documentId;
    const writes = [
      ['POST', '/api/scienceqas'],
      ['PUT', `/api/scienceqas/${id}`],
      ['DELETE', `/api/scienceqas/${id}`],
      ['POST', '/api/models'],
      ['POST', '/api/companies'],
      ['PUT', '/api/scienceqa-page'],
      ['DELETE', '/api/scienceqa-page'],
      ['POST', '/api/upload'],
    ];
    for (const [method, url] of writes) {
      const res = await fetch(`${cms.base}${url}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ data: { score: 1, name: 'x' } }),
      });
      assert.ok([401, 403].includes(res.status), `${method} ${url} answered ${res.status}`);
    }
    const register = await fetch(`${cms.base}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'mallory', email: 'mallory@example.org', password: 'Mallory-Passw0rd' }),
    });
    assert.ok([400, 403].includes(register.status), `self-registration answered ${register.status}`);
    assert.match((await register.json()).error.message, /Register action is currently disabled/);
    const after = await getJson('/api/scienceqas?pagination[limit]=1');
    assert.equal(after.body.meta.pagination.total, 10);
  });

  test('3. drafts are never served: status=draft is refused, users are not listed', async () => {
    const { res, body } = await getJson('/api/scienceqas?status=draft');
    assert.equal(res.status, 400);
    assert.equal(body.error.name, 'ValidationError');
    assert.equal((await get('/api/users')).status, 403);
  });

  test(`5. ${MALFORMED_QUERIES.length} malformed queries answer 400 with Strapi's error body, never 500`, async () => {
    assert.ok(MALFORMED_QUERIES.length >= 30);
    const failures = [];
    for (const [query, why] of MALFORMED_QUERIES) {
      const res = await get(query);
      const body = await res.json().catch(() => null);
      const ok =
        res.status === 400 && body?.data === null && body.error?.status === 400 && typeof body.error.message === 'string';
      if (!ok) failures.push(`${res.status} ${query.slice(0, 120)} (${why}): ${JSON.stringify(body).slice(0, 200)}`);
    }
    assert.deepEqual(failures, []);
  });

  // Every query of the corpus is judged first by the validator's verdict (tests/validator-verdict.mjs: the CMS's
  // own compiled validator on the query as Strapi parses it). One it refuses is answered 400 before any database
  // access, so its answer cannot depend on the database: those are sent on one database each, alternately (half
  // here, the other half in the other database's run). Every query it lets through, which goes on to Strapi and the
  // database, is sent on both. Each answer must match its verdict: a refusal is a 400 with exactly the verdict's
  // message, a query let through never gets the validator's refusal.
  test('a generated corpus of 9,000+ hostile queries (shapes x attributes x operators x values): no 5xx, no private field; those that reach the database on both databases', async () => {
    const corpus = hostileCorpus();
    assert.ok(corpus.length >= 9000, `${corpus.length} queries`);
    let refusedSoFar = 0;
    const sent = corpus.flatMap(([query, why]) => {
      const { refused } = validatorVerdict(query);
      if (refused === undefined) return [[query, why, refused]];
      refusedSoFar += 1;
      return refusedSoFar % 2 === (dbClient === 'sqlite' ? 1 : 0) ? [[query, why, refused]] : [];
    });
    const reachingStrapi = sent.filter(([, , refused]) => refused === undefined).length;
    assert.ok(reachingStrapi >= 1000, `${reachingStrapi} queries get past the validator`);
    const failures = [];
    const statuses = { 200: 0, 400: 0 };
    const ask = async ([query, why, refused]) => {
      const res = await get(query);
      const text = await res.text();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      let body = null;
      try {
        body = JSON.parse(text);
      } catch {
        // judged below
      }
      // A single type whose one entry does not match the filters is a 404, in Strapi's error shape.
      const wellFormed =
        res.status === 200
          ? body && 'data' in body
          : (res.status === 400 && body?.data === null && body.error?.name === 'ValidationError') ||
            (res.status === 404 && query.startsWith('/api/scienceqa-page?') && body?.error?.name === 'NotFoundError');
      const message = body?.error?.message;
      const asJudged =
        refused === undefined
          ? !(res.status === 400 && message?.startsWith('Invalid query: ') && message !== DATABASE_REFUSAL)
          : res.status === 400 && message === refused;
      // Error bodies may name a refused key; only the data of a 200 must never carry a private field.
      const leaked = res.status === 200 ? PRIVATE_FIELDS.filter((field) => text.includes(`"${field}"`)) : [];
      if (!wellFormed || !asJudged || leaked.length) {
        const verdict = refused === undefined ? 'let through' : `refused: ${refused}`;
        failures.push(`${res.status} ${query.slice(0, 140)} (${why}; validator ${verdict}) ${leaked.join(',')}: ${text.slice(0, 160)}`);
      }
    };
    for (let i = 0; i < sent.length; i += 8) await Promise.all(sent.slice(i, i + 8).map(ask));
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${sent.length} failed`);
    assert.ok(statuses[200] > 50 && statuses[400] > 50, `both answers occur: ${JSON.stringify(statuses)}`);
    // Thousands of answers and not a line each: the suites' CMS logs `info` and up (CMS_LOG_LEVEL; limits.test.mjs
    // checks the default, a line per request).
    assert.doesNotMatch(cms.logs(), requestLine('/api/'));
  });

  test('CORS headers only for configured origins, on errors too; no X-Powered-By anywhere', async () => {
    for (const [path, status] of [
      ['/api/scienceqas?filters[0][score]=1', 400],
      ['/api/nope', 404],
      [RANKING, 200],
      ['/admin/init', 200],
    ]) {
      const plain = await get(path);
      assert.equal(plain.status, status, path);
      assert.equal(plain.headers.get('access-control-allow-origin'), null, `${path} without Origin`);
      assert.equal(plain.headers.get('x-powered-by'), null, path);
      const evil = await get(path, { Origin: 'https://evil.example' });
      assert.equal(evil.headers.get('access-control-allow-origin'), null, `${path} from another origin`);
    }
    const siteError = await get('/api/scienceqas?filters[0][score]=1', { Origin: SITE_ORIGIN });
    assert.equal(siteError.headers.get('access-control-allow-origin'), SITE_ORIGIN, 'the site may read its errors');
  });

  test('two Host headers answer 400 (RFC 9112)', async () => {
    const port = new URL(cms.base).port;
    const twice = await rawStatus(port, ['GET /api/companies HTTP/1.1', 'Host: 127.0.0.1', 'Host: evil.example', 'Connection: close']);
    assert.equal(twice.status, 400);
    const once = await rawStatus(port, ['GET /api/companies HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close']);
    assert.equal(once.status, 200);
  });

  test('the admin is never open: an admin exists, registration is refused, cross-site form posts are refused', async () => {
    const init = await getJson('/admin/init');
    assert.equal(init.body.data.hasAdmin, true);
    const register = (headers, body) => fetch(`${cms.base}/admin/register-admin`, { method: 'POST', headers, body });
    const json = JSON.stringify({ email: 'mallory@example.org', password: 'Mallory-Passw0rd', firstname: 'M' });
    const form = 'email=mallory%40example.org&password=Mallory-Passw0rd&firstname=M';
    const attempts = [
      [{ 'Content-Type': 'application/json' }, json, 403],
      [{ 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' }, form, 403],
      [{ 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' }, form, 403],
      [{ 'Content-Type': 'text/plain', Origin: 'null' }, json, 403],
      [{ 'Content-Type': 'application/x-www-form-urlencoded' }, form, 415],
    ];
    for (const [headers, body, status] of attempts) {
      const res = await register(headers, body);
      assert.equal(res.status, status, JSON.stringify(headers));
      assert.equal((await res.json()).data, null);
    }
    // The same rules guard every admin write, not only registration: a forged login form is refused too.
    const login = await fetch(`${cms.base}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(login.status, 403, 'even the site origin may not write to the admin API');
    const sameOrigin = await fetch(`${cms.base}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: cms.base, 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(sameOrigin.status, 200, 'the admin panel itself logs in');
    const users = await fetch(`${cms.base}/admin/users?pageSize=100`, { headers: { Authorization: `Bearer ${await adminToken(cms.base)}` } });
    const emails = (await users.json()).data.results.map((user) => user.email);
    assert.deepEqual(emails, [ADMIN.email]);
  });

  test('9. public reads carry Cache-Control and an ETag, and answer 304 to If-None-Match', async () => {
    const first = await get(RANKING);
    assert.equal(first.status, 200);
    assert.match(first.headers.get('cache-control'), /^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const again = await get(RANKING, { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('etag'), etag);
    const hit = await get(RANKING);
    assert.equal(hit.headers.get('x-cache'), 'HIT');
    assert.equal(hit.headers.get('x-content-type-options'), 'nosniff', 'a cache hit keeps the security headers');
  });

  test('the ranking is sent compressed to clients that accept it, and the same JSON either way', async () => {
    const plain = await get(RANKING, { 'Accept-Encoding': 'identity' });
    assert.equal(plain.headers.get('content-encoding'), null);
    const plainBody = await plain.json();
    for (const encoding of ['gzip', 'br']) {
      // Twice: the first answer fills the in-process cache, the second comes from it.
      for (let i = 0; i < 2; i += 1) {
        const res = await get(RANKING, { 'Accept-Encoding': encoding });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-encoding'), encoding);
        assert.match(res.headers.get('vary') ?? '', /Accept-Encoding/i);
        assert.deepEqual(await res.json(), plainBody);
      }
    }
  });

  test('10. CORS allows the site origins for GET and nothing else', async () => {
    const allowed = await get(RANKING, { Origin: SITE_ORIGIN });
    assert.equal(allowed.headers.get('access-control-allow-origin'), SITE_ORIGIN);
    const other = await get(RANKING, { Origin: 'https://evil.example' });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    const noOrigin = await get('/api/companies');
    assert.equal(noOrigin.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${cms.base}/api/scienceqas`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:4173');
    assert.doesNotMatch(preflight.headers.get('access-control-allow-methods'), /POST|PUT|DELETE|PATCH/);
    const evilPreflight = await fetch(`${cms.base}/api/scienceqas`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(evilPreflight.headers.get('access-control-allow-origin'), null);
  });

  test('9. an admin edit is visible on the next request (cache invalidated)', async () => {
    const token = await adminToken(cms.base); // first: logging in writes a session, which empties the cache too
    await get(RANKING);
    const warm = await getJson(RANKING);
    assert.equal(warm.res.headers.get('x-cache'), 'HIT');
    const target = warm.body.data.find((row) => row.model.name === 'Claude Sonnet 4 - Extended Thinking');
    const res = await fetch(
      `${cms.base}/content-manager/collection-types/api::scienceqa.scienceqa/${target.documentId}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ score: 70.5 }),
      },
    );
    assert.equal(res.status, 200, await res.clone().text());

    const next = await getJson(RANKING);
    assert.equal(next.res.headers.get('x-cache'), 'MISS');
    assert.equal(next.body.data[0].documentId, target.documentId);
    assert.equal(next.body.data[0].score, 70.5);
    assert.notEqual(next.res.headers.get('etag'), warm.res.headers.get('etag'));
  });

  test('model prices keep four decimals (USD per million tokens, e.g. 0.075)', async () => {
    const { body } = await getJson('/api/models?filters[modelId][$eq]=gemini-2.5-flash');
    const token = await adminToken(cms.base);
    const res = await fetch(`${cms.base}/content-manager/collection-types/api::model.model/${body.data[0].documentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ pricingInput: 0.075, pricingOutput: 0.3 }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    const after = await getJson('/api/models?filters[modelId][$eq]=gemini-2.5-flash');
    assert.equal(after.body.data[0].pricingInput, 0.075);
    assert.equal(after.body.data[0].pricingOutput, 0.3);
  });

  test('9. replacing the chart in the media library is visible on the next request', async () => {
    const token = await adminToken(cms.base); // first: logging in writes a session, which empties the cache too
    // On PostgreSQL that emptying reaches the cache through LISTEN/NOTIFY, a moment after the login answered:
    // wait until the page stays cached (at most 2 s) before measuring the replacement.
    let cached = false;
    for (const started = Date.now(); !cached && Date.now() - started < 2000; ) {
      await get(PAGE);
      cached = (await get(PAGE)).headers.get('x-cache') === 'HIT';
      if (!cached) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = await getJson(PAGE);
    assert.equal((await get(PAGE)).headers.get('x-cache'), 'HIT');
    const fileId = before.body.data.scienceQaRankImg.id;
    const form = new FormData();
    const png = readFileSync(path.join(APP_DIR, 'data/scienceqa-score-distribution.png'));
    form.append('files', new Blob([png], { type: 'image/png' }), 'scienceqa-chart-v2.png');
    form.append('fileInfo', JSON.stringify({ name: 'scienceqa-chart-v2.png' }));
    const res = await fetch(`${cms.base}/upload?id=${fileId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(res.status, 200, await res.clone().text());
    const after = await getJson(PAGE);
    assert.equal(after.res.headers.get('x-cache'), 'MISS');
    // Strapi keeps the file's hash (and so its URL) on replace; the cached page response must still be dropped.
    const file = await fetch(`${cms.base}/upload/files/${fileId}`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal((await file.json()).name, 'scienceqa-chart-v2.png');
    assert.equal((await get(after.body.data.scienceQaRankImg.url)).status, 200);
  });

  test('4. a restart seeds nothing again and keeps the editor change', async () => {
    await cms.stop();
    cms = await startCms(env);
    assert.match(cms.logs(), /seed: already done, nothing changed/);
    const { body } = await getJson(RANKING);
    assert.equal(body.meta.pagination.total, 10);
    assert.equal(body.data[0].model.name, 'Claude Sonnet 4 - Extended Thinking');
    assert.equal(body.data[0].score, 70.5);
    const companies = await getJson('/api/companies');
    assert.equal(companies.body.meta.pagination.total, 7);
    const models = await getJson('/api/models');
    assert.equal(models.body.meta.pagination.total, 10);
    const page = await getJson(PAGE);
    assert.equal(page.body.data.scienceQaCount, 10);
  });

  test('admin login is rate-limited: the 6th wrong password in 5 minutes answers 429, other accounts still log in', async () => {
    const attempt = (email, password) =>
      fetch(`${cms.base}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const email = `guesser-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(email, `wrong-${i}`)).status);
    assert.deepEqual(statuses.slice(0, 5), [400, 400, 400, 400, 400]);
    assert.equal(statuses[5], 429);
    const limited = await attempt(email, 'wrong-again');
    assert.equal(limited.status, 429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 301, `Retry-After ${limited.headers.get('retry-after')}`);
    assert.equal(limited.headers.get('access-control-allow-origin'), null);
    assert.ok(await adminToken(cms.base), 'the real admin is not locked out by someone else guessing');
  });

  test('6. production refuses to start without secrets and names them', async () => {
    const missing = { APP_KEYS: '', JWT_SECRET: '' };
    const ensure = await runScript(['scripts/ensure-env.mjs'], { ...env, ...missing });
    assert.equal(ensure.code, 1);
    assert.match(ensure.output, /APP_KEYS, JWT_SECRET/);
    const start = await runScript(['scripts/start.mjs'], { ...env, ...missing, CMS_PORT: String(await freePort()) });
    assert.notEqual(start.code, 0);
    assert.match(start.output, /missing or placeholder secret\(s\): APP_KEYS, JWT_SECRET/);
    // Started without the npm script (plain `strapi start`), the config itself refuses.
    const direct = await runScript(['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
      ...env,
      ...missing,
      CMS_PORT: String(await freePort()),
    });
    assert.notEqual(direct.code, 0);
    assert.match(direct.output, /Refusing to start in production: missing or placeholder secret\(s\): APP_KEYS, JWT_SECRET/);
  });

  test('7. telemetry is disabled in package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(APP_DIR, 'package.json'), 'utf8'));
    assert.equal(pkg.strapi.telemetryDisabled, true);
    assert.ok(Object.keys(pkg.dependencies).filter((name) => name.startsWith('@strapi/')).every((name) => pkg.dependencies[name] === '5.54.0'));
  });
});
