// Pure-function tests of the compiled server code (dist/, built by `npm test` before the suites run).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { validatePublicQuery, QueryValidationError, MAX_LIMIT } = require('../dist/src/lib/query-validation.js');
const { ResponseCache, readCacheSettings } = require('../dist/src/lib/response-cache.js');
const { matchesIfNoneMatch, encodedBody } = require('../dist/src/middlewares/public-cache.js');
const { toModelId, loadBoard } = require('../dist/src/lib/seed.js');
const { missingSecrets } = require('../dist/src/lib/required-env.js');
const { withIdTieBreak } = require('../dist/src/lib/stable-sort.js');

const schemas = {
  'api::scienceqa.scienceqa': {
    attributes: {
      score: { type: 'decimal' },
      evaluationDate: { type: 'date' },
      model: { type: 'relation', target: 'api::model.model' },
    },
  },
  'api::model.model': { attributes: { name: { type: 'string' }, modelId: { type: 'string' } } },
};
const validate = (query) => validatePublicQuery(query, schemas['api::scienceqa.scienceqa'], (uid) => schemas[uid]);

test('accepts the two queries the site makes', () => {
  validate({ sort: 'score:desc', pagination: { limit: '10' }, populate: { model: { populate: 'company' } } });
  validate({ populate: { scienceQaRankImg: { fields: ['url'] } } });
});

test('rejects a non-numeric value for a number comparison', () => {
  assert.throws(() => validate({ filters: { score: { $gt: 'abc' } } }), QueryValidationError);
});

test('rejects limits outside 1..MAX_LIMIT instead of capping them', () => {
  assert.equal(MAX_LIMIT, 100);
  for (const limit of ['0', '-1', '101', '1.5', 'abc']) {
    assert.throws(() => validate({ pagination: { limit } }), QueryValidationError, limit);
  }
  validate({ pagination: { limit: '100' } });
});

test('checks filter values through relations', () => {
  validate({ filters: { model: { name: { $containsi: 'claude' } } } });
  assert.throws(() => validate({ filters: { model: { name: { $eq: 'a\u0000' } } } }), QueryValidationError);
});

test('rejects impossible calendar dates', () => {
  validate({ filters: { evaluationDate: { $gte: '2025-05-28' } } });
  assert.throws(() => validate({ filters: { evaluationDate: '2025-02-30' } }), QueryValidationError);
});

test('refuses status=draft on the public API', () => {
  assert.throws(() => validate({ status: 'draft' }), QueryValidationError);
  validate({ status: 'published' });
});

test('a cache write that overlapped an invalidation is dropped', () => {
  const cache = new ResponseCache(2);
  const generation = cache.generation;
  cache.invalidate();
  cache.set('a', { status: 200, headers: {}, body: Buffer.from('{}'), etag: 'W/"x"' }, generation);
  assert.equal(cache.get('a'), undefined);
});

test('the cache evicts the least recently used entry', () => {
  const cache = new ResponseCache(2);
  const entry = { status: 200, headers: {}, body: Buffer.from('{}'), etag: 'W/"x"' };
  cache.set('a', entry, cache.generation);
  cache.set('b', entry, cache.generation);
  cache.get('a');
  cache.set('c', entry, cache.generation);
  assert.ok(cache.get('a'));
  assert.equal(cache.get('b'), undefined);
});

test('CMS_CACHE=off switches the in-process cache off', () => {
  assert.equal(readCacheSettings({ CMS_CACHE: 'off' }).inProcess, false);
  assert.equal(readCacheSettings({}).inProcess, true);
});

test('If-None-Match uses weak comparison and accepts lists and *', () => {
  assert.ok(matchesIfNoneMatch('W/"abc"', 'W/"abc"'));
  assert.ok(matchesIfNoneMatch('"abc"', 'W/"abc"'));
  assert.ok(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"'));
  assert.ok(matchesIfNoneMatch('*', 'W/"abc"'));
  assert.ok(!matchesIfNoneMatch('', 'W/"abc"'));
});

test('modelId is a slug of the board name', () => {
  assert.equal(toModelId('Qwen3 - Think'), 'qwen3-think');
  assert.equal(toModelId('Grok 3 Mini (with Thinking)'), 'grok-3-mini-with-thinking');
});

test('the seed data is the published board: 10 rows, 7 companies, no invented prices or dates', () => {
  const board = loadBoard(new URL('../data', import.meta.url).pathname);
  assert.equal(board.rows.length, 10);
  assert.equal(new Set(board.rows.map((row) => row.company)).size, 7);
  assert.ok(board.source.length > 0 && board.edition.length > 0);
  for (const row of board.rows) {
    assert.equal(row.api_price_input, null);
    assert.equal(row.evaluation_date, null);
  }
  const ids = board.rows.map((row) => toModelId(row.model));
  assert.equal(new Set(ids).size, ids.length, 'modelIds are unique');
});

test('placeholder secrets count as missing', () => {
  assert.deepEqual(missingSecrets({ APP_KEYS: 'toBeModified1,toBeModified2', API_TOKEN_SALT: 'x', ADMIN_JWT_SECRET: 'x', JWT_SECRET: 'x', TRANSFER_TOKEN_SALT: 'x', ENCRYPTION_KEY: '' }), ['APP_KEYS', 'ENCRYPTION_KEY']);
});

test('sorting gets an id tie-break unless it already orders by id', () => {
  assert.deepEqual(withIdTieBreak('score:desc'), ['score:desc', 'id:asc']);
  assert.deepEqual(withIdTieBreak(['score:desc', 'BoN:desc']), ['score:desc', 'BoN:desc', 'id:asc']);
  assert.equal(withIdTieBreak('id:desc'), 'id:desc');
  assert.deepEqual(withIdTieBreak({ score: 'desc' }), { score: 'desc' });
});

test('public reads are compressed by Accept-Encoding: brotli first, then gzip, never a refused or tiny one', () => {
  const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `model ${i}` })) }));
  const br = encodedBody(body, 'gzip, deflate, br');
  assert.equal(br.encoding, 'br');
  assert.deepEqual(brotliDecompressSync(br.body), body);
  assert.equal(encodedBody(body, 'gzip, br').body, br.body, 'compressed once per body');
  const gzip = encodedBody(body, 'gzip, br;q=0');
  assert.equal(gzip.encoding, 'gzip');
  assert.deepEqual(gunzipSync(gzip.body), body);
  assert.equal(encodedBody(body, 'identity').encoding, undefined);
  assert.equal(encodedBody(body, '').body, body);
  const tiny = Buffer.from('{"data":[]}');
  assert.equal(encodedBody(tiny, 'br').encoding, undefined);
});
