// The editors' desk (issue 35) through the admin API: a user with Strapi's Editor role (not the super admin) sees,
// creates, edits and publishes boards and editions in both languages; reads change records and cannot write them.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, createEditor, freePort, requestJson, startCms, testEnv } from './helpers.mjs';

const CM = '/content-manager/collection-types';
const EDITOR = { email: 'desk-editor@example.org', password: 'Desk-Editor-Passw0rd', firstname: 'Desk' };
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-desk-'));
let cms;
let editor;

const asEditor = (method, pathAndQuery, data) => requestJson(cms.base, method, pathAndQuery, { token: editor, data });

before(async () => {
  cms = await startCms(testEnv({ DATABASE_FILENAME: path.join(workDir, 'data.db'), CMS_PORT: String(await freePort()), CMS_PUBLIC_DIR: path.join(workDir, 'public') }));
  editor = await createEditor(cms.base, await adminToken(cms.base), EDITOR);
});

after(async () => {
  await cms?.stop();
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

    const edition = await asEditor('POST', `${CM}/api::edition.edition?locale=en`, {
      editionId: '2026.02',
      sources: ['https://example.org/desk-test'],
      board: { connect: [{ documentId: boardId }] },
      entries: [{ rank: 1, name: 'Agent A', company: 'Lab A', values: { overall: 50.5 } }],
    });
    assert.equal(edition.status, 201, JSON.stringify(edition.body));
    const published = await asEditor('POST', `${CM}/api::edition.edition/${edition.body.data.documentId}/actions/publish?locale=en`, {});
    assert.equal(published.status, 200, JSON.stringify(published.body));

    const live = await requestJson(cms.base, 'GET', '/api/editions?filters[board][slug][$eq]=desk-test&populate[entries]=true');
    assert.deepEqual(live.body.data.map((row) => [row.editionId, row.entries[0].values]), [['2026.02', { overall: 50.5 }]]);
  });

  test('reads change records and cannot write one', async () => {
    assert.equal((await asEditor('GET', `${CM}/api::change-record.change-record`)).status, 200);
    const written = await asEditor('POST', `${CM}/api::change-record.change-record`, { board: 'x', editionId: '2026.01', entry: 'x', kind: 'changed', reason: 'x', at: new Date().toISOString() });
    assert.equal(written.status, 403, JSON.stringify(written.body));
  });
});
