// The editors' desk (issue 35) through the admin API: a user with Strapi's Editor role (not the super admin) sees,
// creates, edits and publishes boards and editions in both languages; reads change records and cannot write them.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';

import { adminToken, createEditor, freePort, requestJson, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const CM = '/content-manager/collection-types';
const EDITOR = { email: 'desk-editor@example.org', password: 'Desk-Editor-Passw0rd', firstname: 'Desk' };
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-desk-'));
let cms;
let editor;
let rebuild;
const REBUILD_SECRET = 'desk-rebuild-secret-0123456789';
// A stand-in for the rebuild service (scripts/server/rebuild-service.mjs): takes the webhook, answers GET /status.
const buildStatus = { state: 'live', live: { since: '2026-11-27T10:42:00.000Z', changedPages: ['/agi/desk-test', '/zh/agi/desk-test'], trigger: 'entry.publish api::edition.edition' } };

const asEditor = (method, pathAndQuery, data) => requestJson(cms.base, method, pathAndQuery, { token: editor, data });

before(async () => {
  rebuild = createServer((req, res) => {
    const allowed = req.headers.authorization === `Bearer ${REBUILD_SECRET}`;
    res.writeHead(allowed ? (req.method === 'GET' ? 200 : 202) : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(req.method === 'GET' && allowed ? buildStatus : {}));
    req.resume();
  });
  await new Promise((resolve) => rebuild.listen(0, '127.0.0.1', resolve));
  cms = await startCms(
    testEnv({
      ...(await databaseEnv(workDir)),
      CMS_PORT: String(await freePort()),
      REBUILD_WEBHOOK_URL: `http://127.0.0.1:${rebuild.address().port}/rebuild`,
      REBUILD_WEBHOOK_SECRET: REBUILD_SECRET,
    }),
  );
  editor = await createEditor(cms.base, await adminToken(cms.base), EDITOR);
});

after(async () => {
  await cms?.stop();
  rebuild?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('an editor (Editor role, not super admin)', () => {
  test('sees every seeded board and edition in English and in Chinese', async () => {
    for (const locale of ['en', 'zh-CN']) {
      const boards = await asEditor('GET', `${CM}/api::board.board?locale=${locale}&pageSize=100`);
      assert.equal(boards.status, 200, JSON.stringify(boards.body));
      assert.deepEqual(boards.body.results.map((board) => board.slug).sort(), ['babyvision', 'babyvision-gen', 'deepsearch', 'marketing', 'recruiting'], locale);
      const editions = await asEditor('GET', `${CM}/api::edition.edition?locale=${locale}&pageSize=100`);
      assert.ok(editions.body.results.length >= 6, `${locale}: ${editions.body.results.length} editions`);
    }
  });

  test('creates a board and its first edition, publishes both, and they are public', async () => {
    const board = await asEditor('POST', `${CM}/api::board.board?locale=en`, {
      slug: 'desk-test',
      title: 'Desk test',
      track: 'agi',
      category: 'reasoning',
      route: '/agi/desk-test',
      sortField: 'overall',
      sortDirection: 'desc',
      headlineField: 'overall',
      fields: [{ key: 'overall', label: 'Overall', kind: 'score', unit: '%' }],
    });
    assert.equal(board.status, 201, JSON.stringify(board.body));
    const boardId = board.body.data.documentId;
    assert.equal((await asEditor('POST', `${CM}/api::board.board/${boardId}/actions/publish?locale=en`, {})).status, 200);
    // A board published before any edition: the admin warns that its page appears with its first edition.
    assert.deepEqual((await asEditor('GET', `/admin/site-build?board=${boardId}`)).body.board, { publishedEditions: 0 });

    const edition = await asEditor('POST', `${CM}/api::edition.edition?locale=en`, {
      editionId: '2026.02',
      sources: ['https://example.org/desk-test'],
      board: { connect: [{ documentId: boardId }] },
      entries: [{ rank: 1, name: 'Agent A', company: 'Lab A', values: { overall: 50.5 } }],
    });
    assert.equal(edition.status, 201, JSON.stringify(edition.body));
    const published = await asEditor('POST', `${CM}/api::edition.edition/${edition.body.data.documentId}/actions/publish?locale=en`, {});
    assert.equal(published.status, 200, JSON.stringify(published.body));

    assert.deepEqual((await asEditor('GET', `/admin/site-build?board=${boardId}`)).body.board, { publishedEditions: 1 });
    const live = await requestJson(cms.base, 'GET', '/api/editions?filters[board][slug][$eq]=desk-test&populate[entries]=true');
    assert.deepEqual(live.body.data.map((row) => [row.editionId, row.entries[0].values]), [['2026.02', { overall: 50.5 }]]);
  });

  test("sees each field of the board's and edition's edit views with a label and one line of help", async () => {
    const board = await asEditor('GET', '/content-manager/content-types/api::board.board/configuration');
    assert.equal(board.status, 200, JSON.stringify(board.body));
    assert.deepEqual(board.body.data.contentType.metadatas.sortField.edit, { ...board.body.data.contentType.metadatas.sortField.edit, label: 'Ranked by', description: 'The field the table is sorted by, from the fields below.' });
    const edition = await asEditor('GET', '/content-manager/content-types/api::edition.edition/configuration');
    assert.equal(edition.body.data.contentType.metadatas.correctionReason.edit.label, 'Reason for this correction');
    assert.equal(edition.body.data.components['leaderboard.entry'].metadatas.companyBasis.edit.label, 'Why this company');
  });

  test('a name, address or date in the wrong form is refused with a message naming the field and the form', async () => {
    const bad = await asEditor('POST', `${CM}/api::board.board?locale=en`, {
      slug: 'Desk Test', title: 'Desk', track: 'agi', category: 'vision', route: '/agi/desk', sortField: 'overall', sortDirection: 'desc', headlineField: 'overall',
      fields: [{ key: 'overall', label: 'Overall', kind: 'score' }],
    });
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.deepEqual(bad.body.error.details.errors.map((error) => [error.path.join('.'), error.message.split(';')[0]]), [
      ['slug', 'slug: lowercase letters, digits and hyphens, starting with a letter, like babyvision'],
      ['category', 'category: a capability of the /agi matrix, one of knowledge, reasoning, multimodality, long-term-memory, tool-use, problem-identification, reliability, active-learning, test-time-learning, collaboration, competition'],
    ]);
    assert.doesNotMatch(JSON.stringify(bad.body), /regex/);
    const edition = await asEditor('POST', `${CM}/api::edition.edition?locale=en`, { editionId: '2026-02', released: '2026-02-30' });
    assert.equal(edition.status, 400);
    assert.deepEqual(edition.body.error.details.errors.map((error) => error.message), [
      "editionId: the edition's year and month, like 2026.01; got 2026-02",
      'released: a day written year-month-day, like 2026-01-10; got 2026-02-30',
    ]);
  });

  test("sees the site's last build as the rebuild service reports it; nobody signed out does", async () => {
    const seen = await asEditor('GET', '/admin/site-build');
    assert.equal(seen.status, 200, JSON.stringify(seen.body));
    assert.deepEqual(seen.body, { known: true, build: buildStatus, siteUrl: 'http://127.0.0.1:4173' });
    assert.equal((await requestJson(cms.base, 'GET', '/admin/site-build')).status, 401);
  });

  test('reads change records, listed with their field and reason, and cannot write one', async () => {
    assert.equal((await asEditor('GET', `${CM}/api::change-record.change-record`)).status, 200);
    const view = await asEditor('GET', '/content-manager/content-types/api::change-record.change-record/configuration');
    assert.deepEqual(view.body.data.contentType.layouts.list, ['board', 'editionId', 'entry', 'field', 'reason', 'at']);
    const written = await asEditor('POST', `${CM}/api::change-record.change-record`, { board: 'x', editionId: '2026.01', entry: 'x', kind: 'changed', reason: 'x', at: new Date().toISOString() });
    assert.equal(written.status, 403, JSON.stringify(written.body));
  });
});
