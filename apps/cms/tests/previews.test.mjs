// Draft previews (issue 35 item 5): the admin's "Open preview" link for a board or an edition, and POST /api/previews,
// which answers the draft only for a valid, unexpired token of that document, never cached nor indexed, in every
// spelling of its path, without rebuilding the site.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, freePort, requestJson, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';
import { pathSpellings, routedSpellings } from './path-spellings.mjs';

const require = createRequire(import.meta.url);
const { previewToken, PREVIEW_MINUTES } = require('../dist/src/lib/preview-token.js');

const CM = '/content-manager/collection-types';
const SITE = 'http://127.0.0.1:4173';
const SECRET = 'preview-test-secret-0123456789abcdef';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-preview-'));
let cms;
let admin;
let rebuild;
let rebuildCalls = 0;
let draftEdition;
let boardId;

const asAdmin = (method, pathAndQuery, data) => requestJson(cms.base, method, pathAndQuery, { token: admin, data });

/** POST /api/previews (or another spelling of it) with this body; `{ status, headers, body }`. */
async function preview(token, { spelling = '/api/previews', origin } = {}) {
  const res = await fetch(`${cms.base}${spelling}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify({ token }),
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, headers: res.headers, body: json && text ? JSON.parse(text) : null, text };
}

const tokenOf = (url) => new URL(url).hash.replace(/^#token=/, '');

before(async () => {
  rebuild = createServer((req, res) => {
    if (req.method === 'POST') rebuildCalls += 1;
    res.writeHead(202, { 'Content-Type': 'application/json' });
    res.end('{}');
    req.resume();
  });
  await new Promise((resolve) => rebuild.listen(0, '127.0.0.1', resolve));
  cms = await startCms(
    testEnv({
      ...(await databaseEnv(workDir)),
      CMS_PORT: String(await freePort()),
      CMS_SITE_URL: SITE,
      PREVIEW_SECRET: SECRET,
      REBUILD_WEBHOOK_URL: `http://127.0.0.1:${rebuild.address().port}/rebuild`,
    }),
  );
  admin = await adminToken(cms.base);
  const boards = await asAdmin('GET', `${CM}/api::board.board?locale=en&filters[slug][$eq]=babyvision`);
  boardId = boards.body.results[0].documentId;
  // A new edition, saved as a draft and never published.
  const created = await asAdmin('POST', `${CM}/api::edition.edition?locale=en`, {
    editionId: '2026.02',
    sources: ['https://example.org/babyvision-draft'],
    board: { connect: [{ documentId: boardId }] },
    summary: 'A draft edition',
    entries: [
      { rank: 1, name: 'Draft Model A', company: 'Lab A', values: { overall: 61.3 } },
      { rank: 2, name: 'Draft Model B', company: 'Lab B', values: { overall: 58.2 } },
    ],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  draftEdition = created.body.data.documentId;
});

after(async () => {
  await cms?.stop();
  rebuild?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('"Open preview" in the admin', () => {
  test("an edition's draft opens the site's /preview with a token; a Chinese version opens /zh/preview", async () => {
    const english = await asAdmin('GET', `/content-manager/preview/url/api::edition.edition?documentId=${draftEdition}&locale=en&status=draft`);
    assert.equal(english.status, 200, JSON.stringify(english.body));
    assert.match(english.body.data.url, new RegExp(`^${SITE}/preview#token=edition\\.${draftEdition}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const chinese = await asAdmin('GET', `/content-manager/preview/url/api::board.board?documentId=${boardId}&locale=zh-CN&status=draft`);
    assert.match(chinese.body.data.url, new RegExp(`^${SITE}/zh/preview#token=board\\.${boardId}\\.`));
  });

  test('other content types have no preview (the admin shows none)', async () => {
    const companies = await asAdmin('GET', `${CM}/api::company.company?pageSize=1`);
    const company = companies.body.results[0].documentId;
    const answer = await asAdmin('GET', `/content-manager/preview/url/api::company.company?documentId=${company}&status=draft`);
    assert.equal(answer.status, 204);
  });
});

describe('POST /api/previews', () => {
  test("answers the edition's draft and its board, with the Chinese texts beside, never cached nor indexed", async () => {
    const url = (await asAdmin('GET', `/content-manager/preview/url/api::edition.edition?documentId=${draftEdition}&locale=en&status=draft`)).body.data.url;
    const calls = rebuildCalls;
    const answer = await preview(tokenOf(url), { origin: SITE });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(answer.headers.get('x-robots-tag'), 'noindex');
    assert.equal(answer.headers.get('access-control-allow-origin'), SITE);
    const { data } = answer.body;
    assert.equal(data.kind, 'edition');
    assert.equal(data.shown, '2026.02');
    assert.equal(data.board.slug, 'babyvision');
    assert.equal(data.boardZh.slug, 'babyvision');
    assert.notEqual(data.boardZh.title, undefined);
    const shown = data.editions.find((edition) => edition.editionId === '2026.02');
    assert.deepEqual(shown.entries.map((entry) => [entry.name, entry.values.overall]), [['Draft Model A', 61.3], ['Draft Model B', 58.2]]);
    assert.ok(data.editions.some((edition) => edition.editionId === '2026.01'), 'the published edition too (the one before)');
    // Nothing public changed, and nothing was rebuilt.
    const live = await requestJson(cms.base, 'GET', '/api/editions?filters[board][slug][$eq]=babyvision');
    assert.deepEqual(live.body.data.map((edition) => edition.editionId), ['2026.01']);
    assert.equal(rebuildCalls, calls, 'a preview starts no site rebuild');
  });

  test('answers a board draft with all its editions, newest first', async () => {
    const answer = await preview(previewToken(SECRET, { kind: 'board', documentId: boardId }));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.data.shown, null);
    assert.deepEqual(answer.body.data.editions.map((edition) => edition.editionId), ['2026.02', '2026.01']);
  });

  test('its CORS preflight grants POST with JSON to the site only', async () => {
    const asked = (origin) =>
      fetch(`${cms.base}/api/previews`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    const site = await asked(SITE);
    assert.equal(site.status, 204);
    assert.equal(site.headers.get('access-control-allow-origin'), SITE);
    assert.equal(site.headers.get('access-control-allow-methods'), 'POST');
    const other = await asked('https://evil.example');
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  test('an expired token answers 401, saying to open the preview again', async () => {
    const old = previewToken(SECRET, { kind: 'edition', documentId: draftEdition }, Date.now() - (PREVIEW_MINUTES + 1) * 60_000);
    const answer = await preview(old);
    assert.equal(answer.status, 401);
    assert.match(answer.body.error.message, /This preview link has expired .*Open the preview again from the CMS/);
    assert.equal(answer.body.data, null);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
  });

  test('a forged, foreign, missing or malformed token answers 403 with no draft', async () => {
    const valid = previewToken(SECRET, { kind: 'edition', documentId: draftEdition });
    const [kind, documentId, expires, mac] = valid.split('.');
    const tokens = {
      'signed with another secret': previewToken('another-secret', { kind: 'edition', documentId: draftEdition }),
      'one character of the signature changed': `${kind}.${documentId}.${expires}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`,
      'its signature on another document': `${kind}.${boardId}.${expires}.${mac}`,
      'its signature for the other kind': `board.${documentId}.${expires}.${mac}`,
      'a later expiry': `${kind}.${documentId}.${Number(expires) + 3600}.${mac}`,
      missing: undefined,
      empty: '',
      'not a token': 'hello',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const answer = await preview(token);
      assert.equal(answer.status, 403, what);
      assert.equal(answer.body.data, null, what);
      assert.match(answer.body.error.message, /This preview link is not valid/, what);
      assert.equal(answer.headers.get('x-robots-tag'), 'noindex', what);
    }
  });

  test('a valid token of a document that is gone answers 404', async () => {
    const answer = await preview(previewToken(SECRET, { kind: 'edition', documentId: 'nosuchdocument0000000000' }));
    assert.equal(answer.status, 404);
    assert.match(answer.body.error.message, /This draft is gone/);
  });

  test('every spelling of its path: the draft only with a valid token, and never cached nor indexed', async () => {
    const valid = previewToken(SECRET, { kind: 'edition', documentId: draftEdition });
    for (const [spelling, how] of routedSpellings('/api/previews')) {
      const answer = await preview(valid, { spelling });
      assert.equal(answer.status, 200, `${how}: ${spelling}`);
      assert.equal(answer.headers.get('cache-control'), 'no-store', `${how}: ${spelling}`);
    }
    for (const [spelling, how] of pathSpellings('/api/previews')) {
      const forged = await preview(`${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`, { spelling });
      assert.notEqual(forged.status, 200, `${how}: ${spelling}`);
      assert.doesNotMatch(forged.text, /Draft Model A/, `${how}: ${spelling}`);
      assert.equal(forged.headers.get('cache-control'), 'no-store', `${how}: ${spelling}`);
      assert.equal(forged.headers.get('x-robots-tag'), 'noindex', `${how}: ${spelling}`);
      // GET is not how a preview is asked for: no draft, and nothing a cache may keep.
      const read = await fetch(`${cms.base}${spelling}?token=${encodeURIComponent(valid)}`);
      assert.notEqual(read.status, 200, `GET ${how}: ${spelling}`);
      const body = await read.text();
      assert.doesNotMatch(body, /Draft Model A/, `GET ${how}: ${spelling}`);
    }
  });
});
