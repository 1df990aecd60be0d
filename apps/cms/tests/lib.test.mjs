// Pure-function tests of the compiled server code (dist/, built by `npm test` before the suites run).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { validatePublicQuery, QueryValidationError, MAX_LIMIT } = require('../dist/src/lib/query-validation.js');
const { ResponseCache, readCacheSettings } = require('../dist/src/lib/response-cache.js');
const { matchesIfNoneMatch, encodedBody } = require('../dist/src/middlewares/public-cache.js');
const { toModelId, loadBoard } = require('../dist/src/lib/seed.js');
const { missingSecrets } = require('../dist/src/lib/required-env.js');
const { rebuildWebhookSettings } = require('../dist/src/lib/rebuild-webhook.js');
const { withIdTieBreak } = require('../dist/src/lib/stable-sort.js');
const { clientAddress, readTrustedProxies } = require('../dist/src/lib/client-address.js');
const { ClientBudget, InFlightLimit, readBudgetSettings } = require('../dist/src/lib/read-budget.js');
const { valueProblem, entryProblems, editionProblems, boardProblems, corrections, parsedValues, typedValue, valueText } = require('@evergreen/boards');
const { loadSeedBoards } = require('../dist/src/lib/seed-boards.js');
const { canonicalPath, isPublicRead, isUnder, settleRequestPath } = require('../dist/src/lib/request-path.js');
const { faultAt, faultInjectionNotice } = require('../dist/src/lib/fault-inject.js');

const schemas = {
  'api::scienceqa.scienceqa': {
    attributes: {
      score: { type: 'decimal' },
      evaluationDate: { type: 'date' },
      model: { type: 'relation', target: 'api::model.model' },
    },
  },
  'api::model.model': {
    attributes: { name: { type: 'string' }, modelId: { type: 'string' }, company: { type: 'relation', target: 'api::company.company' } },
  },
  'api::company.company': { attributes: { name: { type: 'string' } } },
  'api::scienceqa-page.scienceqa-page': { attributes: { scienceQaCount: { type: 'integer' }, scienceQaRankImg: { type: 'media' } } },
  'plugin::upload.file': { attributes: { url: { type: 'string' }, size: { type: 'decimal' } } },
};
const getSchema = (uid) => schemas[uid];
const validate = (query) => validatePublicQuery(query, schemas['api::scienceqa.scienceqa'], getSchema);
const validatePage = (query) => validatePublicQuery(query, schemas['api::scienceqa-page.scienceqa-page'], getSchema);

test('accepts the two queries the site makes', () => {
  validate({ sort: 'score:desc', pagination: { limit: '10' }, populate: { model: { populate: 'company' } } });
  validatePage({ populate: { scienceQaRankImg: { fields: ['url'] } } });
});

test('refuses a list where Strapi needs an object of conditions (filters[0][score]=1 was a 500)', () => {
  for (const filters of [
    [{ score: { $gt: '1' } }],
    [undefined, { score: '1' }],
    [{ model: { name: { $eq: 'o3-high' } } }],
    [{ $or: [{ score: { $gt: '1' } }] }],
    { $or: [[{ score: '1' }]] },
  ]) {
    assert.throws(() => validate({ filters }), QueryValidationError, JSON.stringify(filters));
  }
  validate({ filters: { $or: [{ score: { $gt: '1' } }, { model: { name: { $eq: 'o3-high' } } }] } });
});

test('checks filters, sort and nested populate inside populate, against the related type', () => {
  validate({ populate: { model: { filters: { name: { $eq: 'x' } }, sort: 'name:asc', populate: { company: true } } } });
  validatePage({ populate: { scienceQaRankImg: { filters: { size: { $gt: '1' } } } } });
  const refused = [
    () => validate({ populate: { model: { filters: [{ name: { $eq: 'x' } }] } } }),
    () => validate({ populate: { model: { filters: { name: { $eq: '\u0000' } } } } }),
    () => validate({ populate: { model: { filters: { nope: '1' } } } }),
    () => validate({ populate: { model: { populate: { company: { filters: { name: { $gt: ['a', 'b'] } } } } } } }),
    () => validate({ populate: { model: { sort: 'name:sideways' } } }),
    () => validate({ populate: { model: { limit: '5' } } }),
    () => validate({ populate: { score: { fields: ['x'] } } }),
    () => validate({ populate: { model: 'maybe' } }),
    () => validatePage({ populate: { scienceQaRankImg: { filters: [{ url: { $eq: 'x' } }] } } }),
    () => validatePage({ populate: { scienceQaRankImg: { filters: { size: { $gt: 'big' } } } } }),
  ];
  for (const attempt of refused) assert.throws(attempt, QueryValidationError, attempt.toString());
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

test('a cache bounded at 0 entries keeps nothing; a bound of 2 keeps 2', () => {
  const entry = { status: 200, headers: {}, body: Buffer.from('{}'), etag: 'W/"x"' };
  const none = new ResponseCache(0);
  none.set('a', entry, none.generation);
  assert.equal(none.get('a'), undefined);
  assert.equal(none.size, 0);
  const two = new ResponseCache(2);
  for (const key of ['a', 'b', 'c']) two.set(key, entry, two.generation);
  assert.equal(two.size, 2);
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
  assert.deepEqual(missingSecrets({ APP_KEYS: 'toBeModified1,toBeModified2', API_TOKEN_SALT: 'x', ADMIN_JWT_SECRET: 'x', JWT_SECRET: 'x', TRANSFER_TOKEN_SALT: 'x', ENCRYPTION_KEY: '', REBUILD_WEBHOOK_SECRET: 'x', PREVIEW_SECRET: 'x' }), ['APP_KEYS', 'ENCRYPTION_KEY']);
});

test('the rebuild webhook posts to loopback only, with its secret, unless turned off', () => {
  const secret = 's3cret';
  assert.deepEqual(rebuildWebhookSettings({ REBUILD_WEBHOOK_SECRET: secret }), { enabled: true, url: 'http://127.0.0.1:4180/rebuild', secret });
  assert.deepEqual(rebuildWebhookSettings({ REBUILD_WEBHOOK_SECRET: secret, REBUILD_WEBHOOK_URL: 'http://localhost:4181/x' }), { enabled: true, url: 'http://localhost:4181/x', secret });
  assert.equal(rebuildWebhookSettings({ REBUILD_WEBHOOK_SECRET: secret, REBUILD_WEBHOOK_URL: 'off' }).enabled, false);
  assert.match(rebuildWebhookSettings({}).why, /no REBUILD_WEBHOOK_SECRET/);
  for (const url of ['http://example.org/rebuild', 'https://127.0.0.1/rebuild', 'http://10.0.0.1:4180/rebuild', 'not a url']) {
    const settings = rebuildWebhookSettings({ REBUILD_WEBHOOK_SECRET: secret, REBUILD_WEBHOOK_URL: url });
    assert.equal(settings.enabled, false, url);
    assert.equal(settings.level, 'error', url);
  }
});

test('the rebuild webhook refuses a port that fetch refuses (WHATWG bad ports), with the reason and a fix', () => {
  const settings = rebuildWebhookSettings({ REBUILD_WEBHOOK_SECRET: 's3cret', REBUILD_WEBHOOK_URL: 'http://127.0.0.1:4190/rebuild' });
  assert.equal(settings.enabled, false);
  assert.equal(settings.level, 'error');
  assert.match(settings.why, /port 4190 is a port that fetch refuses \(WHATWG bad ports\).*pick another, e\.g\. REBUILD_PORT=4180/);
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

test('X-Forwarded-For is believed only from a configured proxy, and then the nearest untrusted hop wins', () => {
  const trusted = readTrustedProxies({ CMS_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.2' });
  assert.deepEqual([...trusted], ['127.0.0.1', '10.0.0.2']);
  assert.equal(clientAddress('203.0.113.9', '198.51.100.1', trusted), '203.0.113.9', 'an untrusted peer cannot choose its address');
  assert.equal(clientAddress('::ffff:127.0.0.1', '198.51.100.1', trusted), '198.51.100.1');
  assert.equal(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2', trusted), '198.51.100.1', 'a spoofed first hop is ignored');
  assert.equal(clientAddress('127.0.0.1', undefined, trusted), '127.0.0.1');
  assert.equal(clientAddress('127.0.0.1', '198.51.100.1', readTrustedProxies({})), '127.0.0.1', 'no proxies configured by default');
});

test('a client gets its burst, then its rate, and is told when to come back', () => {
  let now = 0;
  const budget = new ClientBudget({ rate: 2, burst: 3, perClientConcurrency: 10 }, () => now);
  const admitted = Array.from({ length: 4 }, () => budget.admit('a'));
  admitted.forEach((admission) => admission.ok && admission.release());
  assert.deepEqual(admitted.map((admission) => admission.ok), [true, true, true, false]);
  assert.equal(admitted[3].retryAfterSeconds, 1);
  assert.ok(budget.admit('b').ok, 'another client has its own budget');
  now = 500; // half a second at 2/s: one token back
  assert.ok(budget.admit('a').ok);
  assert.equal(budget.admit('a').ok, false);
});

test('a client may have only so many uncached reads in flight', () => {
  const budget = new ClientBudget({ rate: 100, burst: 100, perClientConcurrency: 2 }, () => 0);
  const first = budget.admit('a');
  const second = budget.admit('a');
  const third = budget.admit('a');
  assert.equal(third.ok, false);
  assert.match(third.reason, /at once/);
  first.release();
  first.release(); // releasing twice frees one slot, not two
  assert.ok(budget.admit('a').ok);
  assert.equal(budget.admit('a').ok, false);
  assert.ok(second.ok);
});

test('the process computes a bounded number of uncached queries at once, then queues, then refuses', async () => {
  const limit = new InFlightLimit(2, 1);
  const a = await limit.acquire();
  const b = await limit.acquire();
  let cGot;
  const c = limit.acquire().then((release) => (cGot = release));
  assert.equal(limit.queued, 1);
  assert.equal(await limit.acquire(), null, 'the queue is full');
  a();
  await c;
  assert.equal(typeof cGot, 'function');
  assert.equal(limit.inFlight, 2);
  b();
  cGot();
  assert.equal(limit.inFlight, 0);
});

test('read budget settings come from CMS_READ_* with safe defaults', () => {
  assert.deepEqual(readBudgetSettings({}), { rate: 10, burst: 20, perClientConcurrency: 2, maxInFlight: 8, maxQueue: 100 });
  assert.equal(readBudgetSettings({ CMS_READ_RATE: 'abc' }).rate, 10);
  assert.equal(readBudgetSettings({ CMS_READ_RATE: '2.5' }).rate, 2.5);
});

test('each field kind takes exactly its published shape, and a missing value always fits', () => {
  const fits = {
    score: [0, 50.8, 100],
    number: [-3, 1e6],
    band: ['75+', '0+', '100+'],
    money: ['~$0.085', '$2', 'Free'],
    duration: ['5-8 min', '90 s'],
    date: ['2025-08', '2025-10-24', '2024-02-29'],
    link: ['https://example.org/a'],
    flag: [true, false],
    text: ['Search'],
  };
  const misfits = {
    score: [-1, 100.5, '50', Number.NaN],
    number: ['1', Infinity],
    band: ['75', '75%', '101+', 75, '+75'],
    money: ['about a dollar', '', 'x'.repeat(41)],
    duration: ['slow', 5],
    // Issue 33 item 5: the site's board schema reads only 2025-08 and 2025-08-14.
    date: ['Aug 2025', '2025/08', '2025.08', '2025.08.14', '2025', '2025-13', '2025-02-30', '2025-8'],
    link: ['javascript:alert(1)', 'ftp://x', 'https://a b', 'http://[', 'https://'],
    flag: ['true', 1],
    text: [5, 'x'.repeat(501), '', ' '],
  };
  for (const [kind, values] of Object.entries(fits)) {
    for (const value of [...values, null, undefined]) assert.equal(valueProblem(kind, value), null, `${kind} ${value}`);
  }
  for (const [kind, values] of Object.entries(misfits)) {
    for (const value of values) assert.ok(valueProblem(kind, value), `${kind} ${JSON.stringify(value)} is refused`);
  }
});

test('a value message names what is expected and what was got, as the editor typed it (issue 35)', () => {
  assert.equal(valueProblem('score', typedValue('score', '49,7')), 'a score from 0 to 100, like 49.7; got 49,7 (write a decimal point, not a comma)');
  assert.equal(valueProblem('score', typedValue('score', '149')), 'a score from 0 to 100, like 49.7; got 149');
  assert.equal(valueProblem('score', '50'), 'a score from 0 to 100, like 49.7; got "50"');
  assert.equal(valueProblem('date', typedValue('date', '2025-13-01')), 'a date like 2025-08 or 2025-08-14; got 2025-13-01');
  assert.equal(valueProblem('band', typedValue('band', '49,7')), 'a band like 75+ (a whole number up to 100, then +); got 49,7');
  assert.equal(valueProblem('score', typedValue('score', ' 49.7 ')), null);
});

test('what an input shows and what it stores agree: typedValue(valueText(v)) is v for every stored value', () => {
  assert.equal(typedValue('score', ''), undefined);
  assert.equal(typedValue('flag', 'true'), true);
  for (const [kind, value] of [['score', 49.7], ['number', -3], ['band', '75+'], ['money', '~$0.085'], ['flag', false], ['date', '2025-08'], ['text', 'Search']]) {
    assert.equal(typedValue(kind, valueText(value)), value, `${kind} ${value}`);
  }
});

test('entry problems name the entry and the field; unknown fields and repeated entries are refused', () => {
  const fields = [{ key: 'accuracy', kind: 'band' }, { key: 'cost', kind: 'money' }];
  assert.deepEqual(entryProblems(fields, [{ name: 'A', values: { accuracy: '75+', cost: 'Free' } }, { name: 'B', values: null }]), []);
  const problems = entryProblems(
    fields,
    [
      { name: 'A', values: { accuracy: '75' } },
      { name: 'B', values: { speed: 1 } },
      { name: 'A', values: {} },
      { name: 'C', values: ['75+'] },
    ],
    'the deepsearch board',
  );
  assert.match(problems[0], /^entries\[0\] \(A\)\.values\.accuracy: a band like 75\+/);
  assert.match(problems[1], /^entries\[1\] \(B\)\.values\.speed: is not a field of the deepsearch board \(its fields: accuracy, cost\)/);
  assert.match(problems[2], /^entries\[2\] \(A\): the same name appears twice/);
  assert.match(problems[3], /^entries\[3\] \(C\)\.values: must be an object/);
  assert.equal(problems.length, 4);
  assert.deepEqual(entryProblems(fields, [{ name: 'A', mode: 'Search' }, { name: 'A', mode: 'Think' }]), [], 'name and mode together name an entry');
});

test('a date value the site cannot read is refused naming the entry, the field and the value', () => {
  assert.deepEqual(entryProblems([{ key: 'date', kind: 'date' }], [{ name: 'Name', values: { date: '2025.08' } }]), [
    'entries[0] (Name).values.date: a date like 2025-08 or 2025-08-14; got "2025.08"',
  ]);
});

test('an edition needs sources, no blank summary or provenance, entries with a name and company, and required values before it is published', () => {
  const good = { sources: ['https://example.org/report'], summary: null, provenance: 'Report, p. 3', entries: [{ rank: 1, name: 'A', company: 'Lab' }] };
  assert.deepEqual(editionProblems(good), []);
  for (const sources of [null, undefined, [], 'https://example.org', [''], [' '], [5]]) {
    const problems = editionProblems({ ...good, sources });
    assert.equal(problems.length, 1, JSON.stringify(sources));
    assert.match(problems[0], /^sources(\[0\])?: /);
  }
  assert.match(editionProblems({ ...good, sources: null })[0], /^sources: list where the figures come from, at least one.*got null$/);
  assert.deepEqual(editionProblems({ ...good, summary: ' ', provenance: '' }), [
    'summary: is blank; write it or leave it empty (null)',
    'provenance: is blank; write it or leave it empty (null)',
  ]);
  assert.deepEqual(editionProblems({ ...good, entries: [{ rank: 1, name: '', company: 'Lab' }, { rank: 1, name: 'B', company: '' }] }), [
    'entries[0].name: every entry needs a name',
    'entries[1] (B).company: every published entry names its company (who makes the model or agent)',
  ]);
  // What the three built-in boards' pages need as well: an entry at least, a company, each required field's value.
  assert.deepEqual(editionProblems({ ...good, entries: [] }), ['entries: a published edition lists at least one entry']);
  assert.deepEqual(editionProblems({ ...good, entries: [{ rank: 1, name: 'A', company: null }] }), [
    'entries[0] (A).company: every published entry names its company (who makes the model or agent)',
  ]);
  const fields = [{ key: 'accuracy', label: 'Accuracy', kind: 'band', required: true }, { key: 'cost', kind: 'money' }];
  assert.deepEqual(editionProblems({ ...good, entries: [{ rank: 1, name: 'A', company: 'Lab', values: { cost: 'Free' } }] }, fields), [
    'entries[0] (A).values.accuracy: Accuracy is required on this board; write its value as published',
  ]);
  assert.deepEqual(editionProblems({ ...good, entries: [{ rank: 1, name: 'A', company: 'Lab', values: { accuracy: '40+' } }] }, fields), []);
});

test('a board needs unique field keys, and its sort and headline fields among them', () => {
  const fields = [{ key: 'average', kind: 'score' }, { key: 'app', kind: 'score' }];
  assert.deepEqual(boardProblems({ fields, sortField: 'average', headlineField: 'average' }), []);
  assert.deepEqual(boardProblems({ fields: [...fields, { key: 'app', kind: 'score' }], sortField: 'nope', headlineField: 'app' }), [
    'fields: the key app is used twice',
    "sortField: nope is not one of the board's field keys (average, app, app)",
  ]);
});

test("a subtype's parent is another field of the board that is itself a category, never the ranked or headline field", () => {
  const fields = [
    { key: 'overall', kind: 'score' },
    { key: 'tracking', kind: 'score' },
    { key: 'maze', kind: 'score', parent: 'tracking' },
  ];
  assert.deepEqual(boardProblems({ fields, sortField: 'overall', headlineField: 'overall' }), []);
  assert.deepEqual(boardProblems({ fields: [...fields, { key: 'lines', kind: 'score', parent: 'maze' }, { key: 'x', kind: 'score', parent: 'nope' }], sortField: 'overall', headlineField: 'overall' }), [
    'fields[3] (lines).parent: maze is itself a subtype of tracking; a subtype\'s parent is a category (a field with no parent)',
    'fields[4] (x).parent: "nope" is not another field of the board (its fields: overall, tracking, maze, lines)',
  ]);
  assert.deepEqual(boardProblems({ fields: [{ key: 'overall', kind: 'score', parent: 'tracking' }, { key: 'tracking', kind: 'score' }], sortField: 'overall', headlineField: 'overall' }), [
    'fields[0] (overall).parent: overall ranks the board or is its headline, so it is a column of the table, not a subtype',
  ]);
});

test("an entry's group is a short text or nothing", () => {
  const fields = [{ key: 'overall', kind: 'score' }];
  assert.deepEqual(entryProblems(fields, [{ name: 'A', group: 'open-source' }, { name: 'B', group: null }, { name: 'C', group: '' }]), []);
  assert.deepEqual(entryProblems(fields, [{ name: 'A', group: 3 }]), ['entries[0] (A).group: a group is a short text like proprietary or open-source (up to 60 characters); got 3']);
});

test('corrections list what a republish changes in public: values, ranks, entries added and removed', () => {
  const before = [
    { name: 'A', rank: 1, values: { accuracy: '60+' } },
    { name: 'B', mode: 'Search', rank: 2, values: { accuracy: '50+' } },
    { name: 'C', rank: 3, values: { accuracy: '40+' } },
  ];
  const after = [
    { name: 'A', rank: 1, values: { accuracy: '55+' } },
    { name: 'B', mode: 'Search', rank: 3, values: { accuracy: '50+' } },
    { name: 'D', rank: 2, values: { accuracy: '52+' } },
  ];
  assert.deepEqual(corrections(before, after), [
    { kind: 'changed', entry: 'A', field: 'accuracy', oldValue: { value: '60+' }, newValue: { value: '55+' } },
    { kind: 'changed', entry: 'B (Search)', field: 'rank', oldValue: { value: 2 }, newValue: { value: 3 } },
    { kind: 'added', entry: 'D', field: null, oldValue: null, newValue: { rank: 2, values: { accuracy: '52+' } } },
    { kind: 'removed', entry: 'C', field: null, oldValue: { rank: 3, values: { accuracy: '40+' } }, newValue: null },
  ]);
  assert.deepEqual(corrections(before, before.map((entry) => ({ ...entry }))), [], 'an unchanged republish corrects nothing');
});

test('every bundled board seed file meets its own field rules', () => {
  const boards = loadSeedBoards(new URL('../data', import.meta.url).pathname);
  assert.deepEqual(boards.map((seed) => seed.board.slug), ['babyvision-gen', 'babyvision', 'deepsearch', 'marketing', 'recruiting'], 'in file-name order');
  for (const { board, editions } of boards) {
    assert.deepEqual(boardProblems(board), [], board.slug);
    for (const edition of editions) {
      assert.deepEqual(entryProblems(board.fields, edition.entries), [], `${board.slug} ${edition.editionId}`);
      assert.deepEqual(editionProblems(edition, board.fields), [], `${board.slug} ${edition.editionId} can be published`);
    }
  }
});

const { benchmarkChoices, validateSubmission, fromForm, isSpam, hasForbiddenKey, linkProblem } = require('@evergreen/boards');
const { SubmissionLimit, checkStatusToken, statusToken, newReference, publicStatus } = require('../dist/src/lib/submission-intake.js');
const { formPage } = require('../dist/src/lib/submission-pages.js');

// The benchmarks on offer as the CMS reads them: ScienceQA, then its published boards in listing order.
const CHOICES = benchmarkChoices([
  { slug: 'deepsearch', title: 'DeepSearch' },
  { slug: 'marketing', title: 'Marketing' },
  { slug: 'babyvision', title: 'BabyVision' },
]);

const validSubmission = {
  agentName: ' Agent ',
  organisation: 'Org',
  contactName: 'Ann',
  email: 'ann@example.org',
  accessLink: 'https://agent.example.org',
  benchmarks: ['marketing', 'scienceqa', 'marketing'],
  consent: true,
};

test('submission rules: a valid body is trimmed and its benchmarks put in the site order, once each', () => {
  const result = validateSubmission(validSubmission, CHOICES);
  assert.equal(result.ok, true);
  assert.equal(result.value.agentName, 'Agent');
  assert.deepEqual(result.value.benchmarks, ['scienceqa', 'marketing']);
  assert.equal(result.value.accessNotes, '');
});

test('submission rules: the benchmarks on offer are ScienceQA and the boards given, a board published later included', () => {
  assert.deepEqual(CHOICES.map(({ id }) => id), ['scienceqa', 'deepsearch', 'marketing', 'babyvision']);
  assert.equal(validateSubmission({ ...validSubmission, benchmarks: ['babyvision'] }, CHOICES).ok, true);
  const unknown = validateSubmission({ ...validSubmission, benchmarks: ['chess'] }, CHOICES);
  assert.equal(unknown.errors.benchmarks, 'Choose benchmarks from: ScienceQA, DeepSearch, Marketing, BabyVision.');
  const tooMany = validateSubmission({ ...validSubmission, benchmarks: Array(CHOICES.length + 1).fill('scienceqa') }, CHOICES);
  assert.equal(tooMany.ok, false);
});

test('submission rules: each problem is reported on its own field', () => {
  const result = validateSubmission({ ...validSubmission, email: 'nope', accessLink: 'javascript:alert(1)', benchmarks: [], consent: false, agentName: '' }, CHOICES);
  assert.equal(result.ok, false);
  assert.deepEqual(Object.keys(result.errors).sort(), ['accessLink', 'agentName', 'benchmarks', 'consent', 'email']);
});

test('submission rules: only absolute https links without credentials', () => {
  assert.equal(linkProblem('https://a.example/x?y#z'), undefined);
  for (const link of ['http://a.example', 'javascript:alert(1)', '//a.example', 'https:a.example', 'https://u:p@a.example', 'data:,x']) {
    assert.ok(linkProblem(link), link);
  }
});

test('submission rules: a form post becomes the JSON shape; honeypot and prototype keys are caught', () => {
  const shaped = fromForm({ ...validSubmission, benchmarks: 'scienceqa', consent: 'on', website: '' });
  assert.deepEqual(shaped.benchmarks, ['scienceqa']);
  assert.equal(shaped.consent, true);
  assert.equal(isSpam(shaped), false);
  assert.equal(isSpam({ website: 'x' }), true);
  assert.equal(hasForbiddenKey(JSON.parse('{"a":{"__proto__":{}}}')), true);
  assert.equal(hasForbiddenKey({ a: { b: 1 } }), false);
});

test('submission limit: 5 per window per client, then the seconds until the oldest leaves the window', () => {
  let now = 0;
  const limit = new SubmissionLimit(5, 600_000, () => now);
  for (let i = 0; i < 5; i += 1) {
    assert.equal(limit.retryAfter('a'), 0);
    limit.record('a');
    now += 1000;
  }
  assert.equal(limit.retryAfter('a'), 595);
  assert.equal(limit.retryAfter('b'), 0);
  now = 600_001;
  assert.equal(limit.retryAfter('a'), 0);
});

test('status tokens: a signed reference and expiry; tampered, foreign or expired tokens are refused', () => {
  const reference = newReference();
  assert.match(reference, /^XB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const token = statusToken('secret', reference, new Date(), 1);
  assert.deepEqual(checkStatusToken('secret', token), { ok: true, reference });
  assert.deepEqual(checkStatusToken('other', token), { ok: false, reason: 'invalid' });
  assert.deepEqual(checkStatusToken('secret', token, Date.now() + 2 * 86_400_000), { ok: false, reason: 'expired' });
  assert.deepEqual(checkStatusToken('secret', token.replace(reference, 'XB-0000-0000')), { ok: false, reason: 'invalid' });
});

test('the public status shows the state and dates only; the reason only for a decline', () => {
  const history = [
    { at: '2026-01-01T00:00:00.000Z', from: null, to: 'received', note: '' },
    { at: '2026-01-02T00:00:00.000Z', from: 'received', to: 'declined', note: 'No access' },
  ];
  const status = publicStatus({ reference: 'XB-AAAA-BBBB', state: 'declined', benchmarks: ['scienceqa'], history, createdAt: '2026-01-01', updatedAt: '2026-01-02' });
  assert.equal(status.declineReason, 'No access');
  assert.equal(status.benchmarks, undefined);
  assert.deepEqual(status.history, [
    { state: 'received', at: '2026-01-01T00:00:00.000Z' },
    { state: 'declined', at: '2026-01-02T00:00:00.000Z' },
  ]);
});

test('the plain form page offers every benchmark on offer, and its error summary links to the first box', () => {
  const html = formPage({ benchmarks: ['babyvision'] }, { benchmarks: 'Choose at least one benchmark.' }, '/api/submissions', 'k', CHOICES);
  for (const { id, label } of CHOICES) assert.match(html, new RegExp(`id="benchmarks-${id}" name="benchmarks" value="${id}"[^>]*> ${label}<`));
  assert.match(html, /id="benchmarks-babyvision" name="benchmarks" value="babyvision" checked>/);
  assert.match(html, /<a href="#benchmarks-scienceqa">/);
});

test('the plain form page escapes what was typed', () => {
  const html = formPage({ agentName: '"><script>alert(1)</script>' }, { agentName: 'Bad' }, '/api/submissions', 'k', CHOICES);
  assert.doesNotMatch(html, /<script>/);
  assert.match(html, /value="&quot;&gt;&lt;script&gt;/);
});

// Content in two languages (issue 16): the per-field English fallback and the list of missing Chinese texts.
const { overlayTranslation, missingFields } = require('../dist/src/lib/localization.js');
const { translatedFields } = require('../dist/src/lib/seed-translations.js');

const i18nSchemas = {
  'api::board.board': {
    pluginOptions: { i18n: { localized: true } },
    attributes: {
      slug: { type: 'string', pluginOptions: { i18n: { localized: false } } },
      title: { type: 'string' },
      summary: { type: 'text' },
      locale: { type: 'string' },
      fields: { type: 'component', component: 'leaderboard.field', repeatable: true },
    },
  },
  'leaderboard.field': { attributes: { key: { type: 'string' }, label: { type: 'string' }, description: { type: 'text' }, kind: { type: 'enumeration' } } },
};
const i18nSchema = (uid) => i18nSchemas[uid];
const englishBoard = {
  documentId: 'b1',
  locale: 'en',
  slug: 'recruiting',
  title: 'Recruiting',
  summary: 'Agents on recruiting.',
  fields: [
    { id: 1, key: 'average', label: 'Average', description: 'Mean score.', kind: 'score' },
    { id: 2, key: 'app', label: 'APP', description: null, kind: 'score' },
  ],
};

test('a translation replaces each text it has, field by field; a missing or blank one leaves the English text', () => {
  const chinese = {
    documentId: 'b1',
    locale: 'zh-CN',
    slug: 'changed-by-mistake',
    title: '招聘',
    summary: '  ',
    fields: [
      { id: 9, key: 'app', label: '应用', kind: 'text' },
      { id: 8, key: 'average', label: '平均分', description: '', kind: 'text' },
    ],
  };
  assert.deepEqual(overlayTranslation(englishBoard, chinese, 'api::board.board', i18nSchema), {
    ...englishBoard,
    locale: 'zh-CN',
    title: '招聘',
    fields: [
      { id: 1, key: 'average', label: '平均分', description: 'Mean score.', kind: 'score' },
      { id: 2, key: 'app', label: '应用', description: null, kind: 'score' },
    ],
  });
  assert.equal(overlayTranslation(englishBoard, undefined, 'api::board.board', i18nSchema), englishBoard, 'no translation: English as is');
  assert.deepEqual(missingFields(englishBoard, chinese, 'api::board.board', i18nSchema), ['summary', 'fields[average].description']);
  assert.deepEqual(missingFields(englishBoard, undefined, 'api::board.board', i18nSchema), [
    'title',
    'summary',
    'fields[average].label',
    'fields[average].description',
    'fields[app].label',
  ]);
});

test("a board's Chinese fields keep the English keys, kinds and order, with the texts given (an untranslated label stays English)", () => {
  assert.deepEqual(translatedFields(englishBoard.fields, { average: { label: '平均分' } }), [
    { key: 'average', kind: 'score', lowerIsBetter: false, label: '平均分', unit: null, description: null },
    { key: 'app', kind: 'score', lowerIsBetter: false, label: 'APP', unit: null, description: null },
  ]);
});

test('data/i18n/zh-CN.json has a Chinese text for every English text of the seeded boards, editions and page', () => {
  const zh = JSON.parse(readFileSync(new URL('../data/i18n/zh-CN.json', import.meta.url), 'utf8'));
  const missing = [];
  const has = (value) => typeof value === 'string' && value.trim() !== '';
  for (const { board, editions } of loadSeedBoards(new URL('../data', import.meta.url).pathname)) {
    const texts = zh.boards[board.slug] ?? {};
    for (const key of ['title', 'summary', 'tieRule']) if (has(board[key]) && !has(texts[key])) missing.push(`${board.slug}.${key}`);
    for (const field of board.fields) {
      for (const key of ['label', 'unit', 'description']) {
        if (has(field[key]) && !has(texts.fields?.[field.key]?.[key])) missing.push(`${board.slug}.fields.${field.key}.${key}`);
      }
    }
    for (const edition of editions) {
      const id = `${board.slug}/${edition.editionId}`;
      for (const key of ['provenance', 'summary', 'notes']) if (has(edition[key]) && !has(zh.editions[id]?.[key])) missing.push(`${id}.${key}`);
    }
  }
  for (const key of ['chartAlt', 'chartCaption']) if (!has(zh.scienceqaPage?.[key])) missing.push(`scienceqaPage.${key}`);
  assert.deepEqual(missing, []);
  assert.equal(zh.locale, 'zh-CN');
});

test('canonicalPath: one spelling for every way a client can write a path (case, escapes, slashes, dots)', () => {
  for (const spelled of [
    '/admin/register-admin',
    '/Admin/Register-Admin',
    '/ADMIN/REGISTER-ADMIN/',
    '/admin/register-admin//',
    '//admin//register-admin',
    '/./admin/./register-admin',
    '/admin/x/../register-admin',
    '/admin/register-admin.',
    '/admin/register-admin%2e',
    '/%61dmin/register-%41dmin',
    '/admin%2Fregister-admin',
    '/admin\\register-admin',
  ]) {
    assert.equal(canonicalPath(spelled), '/admin/register-admin', spelled);
  }
  assert.equal(canonicalPath('/'), '/');
  assert.equal(canonicalPath('/../../etc'), '/etc', 'never above the root');
  assert.equal(canonicalPath('/api/edit%E0%A4%Aions'), undefined, 'a broken escape');
  assert.equal(canonicalPath('/%ZZ'), undefined);
  assert.ok(isUnder('/api/editions', '/api') && isUnder('/api', '/api'));
  assert.ok(!isUnder('/apis/x', '/api'));
});

test('isPublicRead: a GET or HEAD under /api (in any spelling) without credentials, and nothing else', () => {
  const request = (method, path, headers = {}) => {
    const ctx = { method, path, state: {}, get: (name) => headers[name.toLowerCase()] ?? '' };
    settleRequestPath(ctx);
    return ctx;
  };
  assert.equal(isPublicRead(request('GET', '/api/scienceqas')), true);
  assert.equal(isPublicRead(request('HEAD', '/API//boards/')), true);
  assert.equal(isPublicRead(request('GET', '/api')), true);
  assert.equal(isPublicRead(request('POST', '/api/submissions')), false);
  assert.equal(isPublicRead(request('GET', '/apis')), false);
  assert.equal(isPublicRead(request('GET', '/admin/init')), false);
  assert.equal(isPublicRead(request('GET', '/api/boards', { authorization: 'Bearer x' })), false);
});

test("an entry's values sent as JSON text (the admin's JSON box) are read as the object they hold; anything else is left to be refused", () => {
  assert.deepEqual(parsedValues('{"accuracy": "75+", "cost": "Free"}'), { accuracy: '75+', cost: 'Free' });
  assert.deepEqual(parsedValues({ accuracy: '75+' }), { accuracy: '75+' });
  assert.equal(parsedValues('null'), null);
  for (const text of ['[1, 2]', '"75+"', '{"accuracy": ', '49,7']) assert.equal(parsedValues(text), text, text);
  assert.deepEqual(entryProblems([{ key: 'accuracy', kind: 'band' }], [{ name: 'A', values: parsedValues('{"accuracy": "75+"}') }]), []);
  assert.match(entryProblems([{ key: 'accuracy', kind: 'band' }], [{ name: 'A', values: parsedValues('{"accuracy": ') }])[0], /^entries\[0\] \(A\)\.values: must be an object of field values.*got "\{\\"accuracy\\": "$/);
});

test('a reference entry (reference: true) has no rank and names its source; a ranked entry needs its rank and company', () => {
  const fields = [{ key: 'overall', label: 'Overall', kind: 'score', required: true }];
  const edition = (entries) => ({ sources: ['https://example.org/paper'], summary: null, provenance: null, entries });
  const human = { name: 'Adult humans', reference: true, source: 'Table 1, Human column', company: null, values: { overall: 94.1 } };
  assert.deepEqual(editionProblems(edition([{ rank: 1, name: 'A', company: 'Lab', values: { overall: 49.7 } }, human]), fields), []);
  assert.deepEqual(entryProblems(fields, [{ ...human, rank: 1 }]), [
    'entries[0] (Adult humans).rank: a reference entry (reference: true) has no rank; leave rank empty',
  ]);
  assert.deepEqual(editionProblems(edition([{ ...human, source: ' ' }]), fields), [
    'entries[0] (Adult humans).source: a reference entry names where its figures come from (a URL or a reference)',
  ]);
  assert.deepEqual(editionProblems(edition([{ name: 'A', company: 'Lab', values: { overall: 49.7 } }]), fields), [
    'entries[0] (A).rank: every ranked entry needs its rank, a whole number from 1 (a row that is not ranked is a reference entry: reference true); got null',
  ]);
  assert.deepEqual(entryProblems(fields, [{ ...human, reference: 'yes' }]), ['entries[0] (Adult humans).reference: must be true or false, got "yes"']);
});

test('a spread is {std, runs} on a score or number field the entry has a value for: std at least 0, runs a whole number of at least 2', () => {
  const fields = [{ key: 'overall', kind: 'score' }, { key: 'tasks', kind: 'number' }, { key: 'band', kind: 'band' }];
  const entry = (spread, values = { overall: 49.7, tasks: 3, band: '40+' }) => [{ name: 'A', values, spread }];
  assert.deepEqual(entryProblems(fields, entry({ overall: { std: 2.6, runs: 3 }, tasks: { std: 0, runs: 2 } })), []);
  assert.deepEqual(entryProblems(fields, entry(null)), []);
  assert.deepEqual(entryProblems(fields, entry({ overall: { std: -1, runs: 1.5 } })), [
    'entries[0] (A).spread.overall.std: the standard deviation must be a number of at least 0, got -1',
    'entries[0] (A).spread.overall.runs: the number of runs must be a whole number of at least 2, got 1.5',
  ]);
  assert.deepEqual(entryProblems(fields, entry({ band: { std: 1, runs: 3 }, nope: { std: 1, runs: 3 } })), [
    'entries[0] (A).spread.band: a spread belongs to a score or number field of the board (overall, tasks)',
    'entries[0] (A).spread.nope: a spread belongs to a score or number field of the board (overall, tasks)',
  ]);
  assert.deepEqual(entryProblems(fields, entry({ overall: { std: 1, runs: 3 } }, { overall: null })), [
    'entries[0] (A).spread.overall: there is no overall value for this spread to belong to',
  ]);
  assert.deepEqual(entryProblems(fields, entry({ overall: { std: 1, runs: 3, ci: 0.95 } })), [
    'entries[0] (A).spread.overall: has ci; a spread has only std and runs',
  ]);
  assert.match(entryProblems(fields, entry('± 2.6'))[0], /^entries\[0\] \(A\)\.spread: must be an object keyed by field/);
  // The admin's JSON box sends a JSON text; the CMS stores the object (edition-rules.ts, parsedValues).
  assert.deepEqual(entryProblems(fields, entry(parsedValues('{"overall": {"std": 2.6, "runs": 3}}'))), []);
});

test('corrections include a changed spread and a row turned into a reference row', () => {
  const before = [{ name: 'A', rank: 1, values: { overall: 49.7 }, spread: { overall: { std: 2.6, runs: 3 } } }];
  const after = [{ name: 'A', reference: true, values: { overall: 49.7 }, spread: { overall: { std: 2.5, runs: 3 } } }];
  assert.deepEqual(corrections(before, after), [
    { kind: 'changed', entry: 'A', field: 'reference', oldValue: { value: false }, newValue: { value: true } },
    { kind: 'changed', entry: 'A', field: 'spread.overall', oldValue: { value: { std: 2.6, runs: 3 } }, newValue: { value: { std: 2.5, runs: 3 } } },
    { kind: 'changed', entry: 'A', field: 'rank', oldValue: { value: 1 }, newValue: { value: null } },
  ]);
});

const { boardFormatProblems, dayProblem, editionIdProblem, evaluationDateProblem, BOARD_CATEGORIES } = require('@evergreen/boards');
const { formatProblems } = require('../dist/src/lib/format-checks.js');
const { EDIT_VIEW_TEXTS, withFieldTexts } = require('../dist/src/lib/edit-views.js');

test('names, addresses and dates in the wrong form get a message naming the field and the form, never "does not match the regex" (issue 35)', () => {
  assert.deepEqual(boardFormatProblems({ slug: 'Baby Vision', track: 'agi', category: 'vision', route: '/agi/Baby', fields: [{ key: 'overall' }, { key: 'Cost' }] }), [
    'slug: lowercase letters, digits and hyphens, starting with a letter, like babyvision; got Baby Vision',
    `category: a capability of the /agi matrix, one of ${BOARD_CATEGORIES.agi.join(', ')}; got vision`,
    "route: the board's page address, /agi/<a short name>, like /agi/babyvision; got /agi/Baby",
    'fields[1].key: lowercase letters, digits and _, starting with a letter, like cost_per_task; got Cost',
  ]);
  // A profession board's address names its profession; a capability is no profession.
  assert.deepEqual(boardFormatProblems({ track: 'profession', category: 'legal', route: '/profession/legal' }), []);
  assert.match(boardFormatProblems({ track: 'profession', category: 'legal', route: '/profession/law' })[0], /^route: .*\/profession\/legal; got \/profession\/law$/);
  assert.match(boardFormatProblems({ track: 'profession', category: 'reasoning' })[0], /^category: a profession of \/profession, one of hr, marketing/);
  assert.deepEqual(boardFormatProblems({ title: 'only a title' }), [], 'an update of other fields is not checked');

  assert.equal(editionIdProblem('2026.01'), null);
  assert.equal(editionIdProblem('2026-01'), "the edition's year and month, like 2026.01; got 2026-01");
  assert.equal(editionIdProblem('2026.13'), "the edition's year and month, like 2026.01; got 2026.13");
  assert.equal(dayProblem('2026-01-10'), null);
  assert.equal(dayProblem(null), null);
  assert.equal(dayProblem('2026-02-30'), 'a day written year-month-day, like 2026-01-10; got 2026-02-30');
  assert.equal(dayProblem('01/10/2026'), 'a day written year-month-day, like 2026-01-10; got 01/10/2026');
  for (const good of ['2026-01', '2026-01-10', '2025.08', '', null]) assert.equal(evaluationDateProblem(good), null, String(good));
  assert.equal(evaluationDateProblem('2026-13'), 'a month or a day, like 2026-01 or 2026-01-10; got 2026-13');
  assert.equal(evaluationDateProblem('Jan 2026'), 'a month or a day, like 2026-01 or 2026-01-10; got Jan 2026');

  assert.deepEqual(formatProblems('api::edition.edition', { editionId: '2026-1', released: '2026-01-10', retrieved: '10.01.2026' }), [
    "editionId: the edition's year and month, like 2026.01; got 2026-1",
    'retrieved: a day written year-month-day, like 2026-01-10; got 10.01.2026',
  ]);
  assert.deepEqual(formatProblems('api::model.model', { modelId: 'GPT 4', link: 'example.org' }), [
    'modelId: lowercase letters, digits, dots, _ and -, like gpt-4o-2024-08-06; got "GPT 4"',
    'link: a link starting with http:// or https://; got example.org',
  ]);
  assert.deepEqual(entryProblems([], [{ name: 'A', link: 'www.example.org', evaluationDate: '2026/01' }]), [
    'entries[0] (A).link: a link starting with http:// or https://; got www.example.org',
    'entries[0] (A).evaluationDate: a month or a day, like 2026-01 or 2026-01-10; got 2026/01',
  ]);
});

test('every field of every content type and component has a readable label and one line of help in the admin (issue 35)', () => {
  const schemaFiles = [
    ...readdirSync(new URL('../src/api', import.meta.url)).map((name) => [`api::${name}.${name}`, new URL(`../src/api/${name}/content-types/${name}/schema.json`, import.meta.url)]),
    ...readdirSync(new URL('../src/components/leaderboard', import.meta.url)).map((file) => [`leaderboard.${file.replace('.json', '')}`, new URL(`../src/components/leaderboard/${file}`, import.meta.url)]),
  ].filter(([, file]) => existsSync(file));
  assert.ok(schemaFiles.length >= 10);
  for (const [uid, file] of schemaFiles) {
    const texts = EDIT_VIEW_TEXTS[uid];
    assert.ok(texts, `${uid} has texts`);
    for (const field of Object.keys(JSON.parse(readFileSync(file, 'utf8')).attributes)) {
      const text = texts[field];
      assert.ok(text, `${uid}.${field} has a label and help`);
      assert.notEqual(text.label, field, `${uid}.${field}: the label is not the raw key`);
      assert.ok(text.description.length > 10 && text.description.length <= 140 && !text.description.includes('\n'), `${uid}.${field}: one line of help`);
    }
  }
  // Applied over the content manager's own configuration: its layouts and other settings stay.
  const merged = withFieldTexts({ layouts: { edit: [[{ name: 'slug', size: 6 }]] }, metadatas: { slug: { edit: { visible: true }, list: { sortable: true } } } }, { slug: { label: 'Short name', description: 'x' } });
  assert.deepEqual(merged, {
    layouts: { edit: [[{ name: 'slug', size: 6 }]] },
    metadatas: { slug: { edit: { visible: true, label: 'Short name', description: 'x' }, list: { sortable: true, label: 'Short name' } } },
  });
});

const { readTable, matchColumns, tableEntries, rowProblemText } = require('@evergreen/boards');

/** BabyVision's first six rows as a spreadsheet copies them (tab-separated), from the seed the CMS publishes. */
function babyVisionTable(separator = '\t') {
  const seed = JSON.parse(readFileSync(new URL('../data/boards/babyvision.json', import.meta.url), 'utf8'));
  const fields = seed.board.fields;
  const entries = seed.editions[0].entries.filter((entry) => !entry.reference).slice(0, 6);
  const header = ['Rank', 'Model', 'Company', ...fields.map((field) => field.label), 'Notes'];
  const lines = entries.map((entry) => [entry.rank, entry.name, entry.company, ...fields.map((field) => entry.values[field.key] ?? ''), 'from the paper'].join(separator));
  return { fields, entries, text: [header.join(separator), ...lines].join('\n') };
}

test('a pasted table is read tab- or comma-separated, its header matched to the board by key or label, and its rows become entries (issue 35)', () => {
  const { fields, entries, text } = babyVisionTable();
  const table = readTable(text);
  assert.equal(table.ok, true);
  assert.equal(table.rows.length, 6);
  const targets = matchColumns(table.header, fields);
  assert.deepEqual(targets, [
    { to: 'entry', name: 'rank' },
    { to: 'entry', name: 'name' },
    { to: 'entry', name: 'company' },
    ...fields.map((field) => ({ to: 'value', key: field.key })),
    { to: 'ignore' },
  ]);
  const read = tableEntries(table.rows, targets, fields);
  assert.deepEqual(read.problems, []);
  assert.deepEqual(read.entries, entries.map((entry) => ({ rank: entry.rank, name: entry.name, company: entry.company, values: entry.values })));
  // The same as a CSV file, with quoted cells holding commas.
  const csv = readTable('Model,Company,overall\n"Gemini3-Pro-Preview, thinking",Google,49.7\n');
  assert.deepEqual(csv, { ok: true, header: ['Model', 'Company', 'overall'], rows: [['Gemini3-Pro-Preview, thinking', 'Google', '49.7']] });
  assert.deepEqual(matchColumns(['Agent', 'Organisation', 'Overall (%)', 'Overall'], fields).map((target) => target.name ?? target.key ?? target.to), ['name', 'company', 'overall', 'ignore']);
});

test('every mistake in a pasted table is named by its row and field; a malformed paste is refused whole (issue 35)', () => {
  const { fields, text } = babyVisionTable();
  const lines = text.split('\n');
  const cells = lines.map((line) => line.split('\t'));
  cells[1][3] = '49,7';
  cells[2][3] = '149';
  cells[4][1] = '';
  cells[5][4] = 'n/a';
  const table = readTable(cells.map((row) => row.join('\t')).join('\n'));
  const read = tableEntries(table.rows, matchColumns(table.header, fields), fields, [{ name: 'GPT-5.2', rank: 9, company: 'OpenAI' }]);
  assert.deepEqual(read.problems.map((problem) => rowProblemText(problem, read.entries)), [
    'Row 1 (Gemini3-Pro-Preview), Overall: a score from 0 to 100, like 49.7; got 49,7 (write a decimal point, not a comma)',
    'Row 2 (GPT-5.2): the same name appears twice in this edition',
    'Row 2 (GPT-5.2), Overall: a score from 0 to 100, like 49.7; got 149',
    'Row 4, Name: every entry needs a name',
    'Row 5 (' + read.entries[4].name + '), Fine-grained Discrimination: a score from 0 to 100, like 49.7; got n/a',
  ]);
  const dated = tableEntries([['A', 'Lab', '1', '50', '2026-13-01']], matchColumns(['Name', 'Company', 'Rank', 'Overall', 'Evaluation date'], fields), fields);
  assert.deepEqual(dated.problems.map((problem) => rowProblemText(problem, dated.entries)), ['Row 1 (A), Evaluated on: a month or a day, like 2026-01 or 2026-01-10; got 2026-13-01']);

  assert.deepEqual(readTable('Model\tOverall\nA\t50\nB 51\n'), { ok: false, problem: 'Row 2: 1 cell where the header has 2 columns; check the separators in that row.' });
  assert.deepEqual(readTable('Model,Overall\n"A,50\n'), { ok: false, problem: 'Row 1: a quote (") is opened and not closed.' });
  assert.equal(readTable('just one line').ok, false);
});

test("the suite's file-times reporter lists each file's own wall time, longest first, and nothing for a run without files", async () => {
  const { default: fileTimes } = await import('../scripts/file-times-reporter.mjs');
  const complete = (name, file, ms) => ({ type: 'test:complete', data: { name, file, nesting: 0, details: { duration_ms: ms } } });
  const events = async function* () {
    yield complete('a test', '/x/tests/a.test.mjs', 999_000); // a test inside a file, not the file itself
    yield complete('/x/tests/a.test.mjs', '/x/tests/a.test.mjs', 12_340);
    yield { type: 'test:pass', data: { name: '/x/tests/b.test.mjs', file: '/x/tests/b.test.mjs', details: { duration_ms: 1 } } };
    yield complete('/x/tests/b.test.mjs', '/x/tests/b.test.mjs', 56_780);
  };
  const lines = [];
  for await (const text of fileTimes(events())) lines.push(text);
  assert.deepEqual(lines.join('').split('\n'), ['ℹ wall time per file:', '    56.8 s  /x/tests/b.test.mjs', '    12.3 s  /x/tests/a.test.mjs', '']);
  const none = [];
  for await (const text of fileTimes((async function* () {})())) none.push(text);
  assert.deepEqual(none, []);
});

test('a fault asked in CMS_FAULT_INJECT_FILE is read at each step, so it changes without a restart; only with NODE_ENV=test', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-fault-'));
  try {
    const file = path.join(dir, 'fault');
    const env = { NODE_ENV: 'test', CMS_FAULT_INJECT_FILE: file };
    assert.doesNotThrow(() => faultAt('after-first-record', env), 'no file: no fault');
    writeFileSync(file, 'after-first-record\n');
    assert.throws(() => faultAt('after-first-record', env), /fault injected at after-first-record/);
    assert.doesNotThrow(() => faultAt('after-records', env), 'another step goes on');
    writeFileSync(file, 'after-records');
    assert.doesNotThrow(() => faultAt('after-first-record', env), 'the new content is read at the next step');
    assert.throws(() => faultAt('after-records', env), /fault injected at after-records/);
    assert.doesNotThrow(() => faultAt('after-records', { ...env, NODE_ENV: 'production' }), 'never outside NODE_ENV=test');
    writeFileSync(file, '');
    assert.doesNotThrow(() => faultAt('after-records', env), 'an empty file: no fault');
    assert.match(faultInjectionNotice(env), /fault injection on: CMS_FAULT_INJECT_FILE=.*\(tests only\)/);
    assert.match(faultInjectionNotice({ ...env, NODE_ENV: 'production' }), /CMS_FAULT_INJECT_FILE is ignored/);
    assert.throws(() => faultAt('after-records', { NODE_ENV: 'test', CMS_FAULT_INJECT: 'after-records' }), /fault injected/, 'the variable alone still works');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
