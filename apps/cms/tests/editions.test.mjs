// Boards and editions as content (issue 12, the CMS part): the seed publishes the bundled boards with their
// published figures; an editor's draft edition is invisible until published; values are checked against the
// board's fields; republishing changed figures needs a reason and leaves permanent change records.
// Runs on SQLite and PostgreSQL (scripts/test.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, APP_DIR, freePort, startCms, testEnv, requestJson } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const WEB_DATA = path.join(APP_DIR, '../web/app/data');
const webBoard = (file) => JSON.parse(readFileSync(path.join(WEB_DATA, file), 'utf8'));
const EDITIONS = '/api/editions?populate[entries]=true&populate[board][fields][0]=slug&pagination[limit]=100&sort=editionId:desc';
const CM = '/content-manager/collection-types';
const dbClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-editions-'));
let cms;
let token;

const getJson = (pathAndQuery) => requestJson(cms.base, 'GET', pathAndQuery);

const admin = (method, pathAndQuery, data) => requestJson(cms.base, method, pathAndQuery, { token, data });

const publicEdition = async (board, editionId) => {
  const { body } = await getJson(EDITIONS);
  return body.data.find((edition) => edition.board?.slug === board && edition.editionId === editionId);
};

before(async () => {
  cms = await startCms(testEnv({ ...(await databaseEnv(workDir)), CMS_PORT: String(await freePort()) }));
  token = await adminToken(cms.base);
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`boards and editions on ${dbClient}`, () => {
  test('the seed publishes DeepSearch, recruiting and marketing with exactly the bundled figures', async () => {
    const boards = await getJson('/api/boards?populate[fields]=true&sort=slug:asc');
    assert.deepEqual(boards.body.data.map((board) => board.slug), ['babyvision', 'babyvision-gen', 'deepsearch', 'marketing', 'recruiting']);
    const deepsearch = boards.body.data.find((board) => board.slug === 'deepsearch');
    assert.deepEqual(deepsearch.fields.map((field) => [field.key, field.kind]), [
      ['accuracy', 'band'],
      ['cost_per_task', 'money'],
      ['time_per_task', 'duration'],
    ]);

    // The site's files hold one row shape for every board: the agent, then one value per field of the board (null
    // where the edition does not publish it); the CMS holds the published values only.
    const published = (keys) => (row) => [row.agent, Object.fromEntries(keys.flatMap((key) => (row[key] === null || row[key] === undefined ? [] : [[key, row[key]]])))];
    const checks = [
      ['deepsearch', '2025.10', webBoard('boards/deepsearch/2025.10.json'), published(['accuracy', 'cost_per_task', 'time_per_task'])],
      ['deepsearch', '2025.05', webBoard('boards/deepsearch/2025.05.json'), published(['accuracy', 'cost_per_task', 'time_per_task'])],
      ['recruiting', '2025.06', webBoard('boards/recruiting/2025.06.json'), published(['average', 'company_mapping', 'people_to_info', 'info_to_people'])],
      ['marketing', '2025.06', webBoard('boards/marketing/2025.06.json'), published(['average', 'e_commerce', 'app', 'game'])],
    ];
    for (const [board, editionId, data, expected] of checks) {
      const edition = await publicEdition(board, editionId);
      assert.ok(edition, `${board} ${editionId} is published`);
      assert.deepEqual(edition.sources, data.source);
      assert.deepEqual(
        edition.entries.map((entry) => [entry.rank, entry.name, entry.company, entry.values]),
        data.rows.map((row) => [row.rank, ...expected(row).slice(0, 1), row.company, expected(row)[1]]),
        `${board} ${editionId}`,
      );
    }
  });

  test('the seed publishes BabyVision and BabyVision-Gen 2026.01: every entry, reference row and spread as the seed file has it, in both languages', async () => {
    const seedFile = (name) => JSON.parse(readFileSync(path.join(APP_DIR, 'data/boards', `${name}.json`), 'utf8'));
    for (const slug of ['babyvision', 'babyvision-gen']) {
      const seed = seedFile(slug);
      const edition = await publicEdition(slug, '2026.01');
      assert.ok(edition, `${slug} 2026.01 is published`);
      assert.deepEqual(edition.sources, seed.editions[0].sources);
      const shape = (entry) => [entry.rank ?? null, entry.reference ?? false, entry.name, entry.company ?? null, entry.mode ?? null, entry.source ?? null, entry.values, entry.spread ?? null];
      assert.deepEqual(edition.entries.map(shape), seed.editions[0].entries.map(shape), slug);
      const zh = await getJson(`/api/boards?locale=zh-CN&filters[slug][$eq]=${slug}`);
      assert.equal(zh.body.data.length, 1, `${slug} has a published zh-CN version`);
    }
    const human = (await publicEdition('babyvision', '2026.01')).entries.find((entry) => entry.reference);
    assert.deepEqual([human.name, human.rank, human.values.overall], ['Adult humans', null, 94.1]);
  });

  test('a draft edition is invisible until published; a value that does not fit its field is refused, naming it', async () => {
    const board = (await getJson('/api/boards?filters[slug][$eq]=deepsearch')).body.data[0];
    const entries = [
      { rank: 1, name: 'Agent A', company: 'Lab A', values: { accuracy: '60+', cost_per_task: '~$0.1', time_per_task: '3-5 min' } },
      { rank: 2, name: 'Agent B', company: 'Lab B', values: { accuracy: '45+', cost_per_task: 'Free', time_per_task: '5-8 min' } },
      { rank: 3, name: 'Agent C', company: 'Lab C', values: { accuracy: '40+' } },
    ];
    const draft = {
      editionId: '2026.01',
      released: '2026-01-20',
      questionCount: 100,
      sources: ['https://example.org/deepsearch-2026-01'],
      board: { connect: [{ documentId: board.documentId }] },
    };

    const bad = await admin('POST', `${CM}/api::edition.edition`, {
      ...draft,
      entries: [{ ...entries[0], values: { ...entries[0].values, accuracy: '75' } }, entries[1], { ...entries[2], values: { accuracy: 101 } }],
    });
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.match(bad.body.error.message, /entries\[0\] \(Agent A\)\.values\.accuracy: a band like 75\+/);
    assert.match(bad.body.error.message, /entries\[2\] \(Agent C\)\.values\.accuracy: a band like 75\+.*got 101/);
    const unknown = await admin('POST', `${CM}/api::edition.edition`, { ...draft, entries: [{ ...entries[0], values: { score: 50 } }] });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error.message, /values\.score: is not a field of the deepsearch board/);

    // Issue 35: the admin's JSON box sends each entry's values as JSON text; they are stored as the object.
    const asText = entries.map((entry) => ({ ...entry, values: JSON.stringify(entry.values) }));
    const created = await admin('POST', `${CM}/api::edition.edition`, { ...draft, sources: null, entries: asText });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.documentId;
    const stored = await admin('GET', `${CM}/api::edition.edition/${id}`);
    assert.deepEqual(stored.body.data.entries.map((entry) => entry.values), entries.map((entry) => entry.values));
    // Issue 33 item 5: the site's build needs an edition's sources; a publish without them is refused, naming the field.
    const noSources = await admin('POST', `${CM}/api::edition.edition/${id}/actions/publish`, { ...draft, sources: null, entries });
    assert.equal(noSources.status, 400, JSON.stringify(noSources.body));
    assert.match(noSources.body.error.message, /^sources: list where the figures come from, at least one/);
    assert.equal(await publicEdition('deepsearch', '2026.01'), undefined, 'the refused publish left nothing public');
    // DeepSearch's accuracy is a required field (the board's definition says so): every published entry has one.
    const noAccuracy = [entries[0], entries[1], { ...entries[2], values: {} }];
    const missing = await admin('POST', `${CM}/api::edition.edition/${id}/actions/publish`, { ...draft, entries: noAccuracy });
    assert.equal(missing.status, 400, JSON.stringify(missing.body));
    assert.match(missing.body.error.message, /entries\[2\] \(Agent C\)\.values\.accuracy: Accuracy is required on this board/);
    assert.equal(await publicEdition('deepsearch', '2026.01'), undefined, 'nothing public after the refusal');
    assert.equal(await publicEdition('deepsearch', '2026.01'), undefined, 'a draft is not public');
    assert.equal((await getJson(`/api/editions/${id}`)).status, 404);

    const published = await admin('POST', `${CM}/api::edition.edition/${id}/actions/publish`, { ...draft, entries });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    const live = await publicEdition('deepsearch', '2026.01');
    assert.deepEqual(live.entries.map((entry) => [entry.name, entry.values.accuracy]), [['Agent A', '60+'], ['Agent B', '45+'], ['Agent C', '40+']]);
    assert.equal((await getJson('/api/change-records?filters[editionId][$eq]=2026.01')).body.data.length, 0, 'a first publish is no correction');
  });

  test('republishing changed figures needs a reason, and each correction becomes a permanent public record', async () => {
    const live = await publicEdition('deepsearch', '2026.01');
    const id = live.documentId;
    const entries = live.entries.map(({ rank, name, company, values }) => ({ rank, name, company, values }));
    const corrected = [
      { ...entries[0], values: { ...entries[0].values, accuracy: '55+' } }, // rescored
      entries[1],
      { rank: 3, name: 'Agent D', company: 'Lab D', values: { accuracy: '40+' } }, // C withdrawn, D added
    ];

    const noReason = await admin('POST', `${CM}/api::edition.edition/${id}/actions/publish`, { entries: corrected });
    assert.equal(noReason.status, 400, JSON.stringify(noReason.body));
    assert.match(noReason.body.error.message, /correctionReason: publishing changes 3 published figure\(s\) of deepsearch 2026\.01/);
    assert.equal((await publicEdition('deepsearch', '2026.01')).entries[0].values.accuracy, '60+', 'nothing public changed');

    const reason = 'Agent A re-graded after a grader fix; Agent C withdrawn by its developer, Agent D evaluated late.';
    const withReason = await admin('POST', `${CM}/api::edition.edition/${id}/actions/publish`, { entries: corrected, correctionReason: reason });
    assert.equal(withReason.status, 200, JSON.stringify(withReason.body));
    const after = await publicEdition('deepsearch', '2026.01');
    assert.deepEqual(after.entries.map((entry) => [entry.name, entry.values.accuracy]), [['Agent A', '55+'], ['Agent B', '45+'], ['Agent D', '40+']]);
    assert.equal(after.correctionReason, undefined, 'the reason is shown through the change records, not as a field');
    // Issue 35 item 4: the reason is emptied by the publish it explained, so the next change needs its own.
    const draftAfter = (await admin('GET', `${CM}/api::edition.edition/${id}`)).body.data;
    assert.equal(draftAfter.correctionReason, null, 'the reason box is empty after the publish');
    const nextChange = corrected.map((entry, index) => (index === 1 ? { ...entry, values: { ...entry.values, accuracy: '50+' } } : entry));
    const saved = await admin('PUT', `${CM}/api::edition.edition/${id}`, { entries: nextChange });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const reused = await admin('POST', `${CM}/api::edition.edition/${id}/actions/publish`, { entries: nextChange });
    assert.equal(reused.status, 400, 'a later change is refused without a reason of its own');
    assert.match(reused.body.error.message, /correctionReason: publishing changes 1 published figure\(s\)/);
    assert.equal((await publicEdition('deepsearch', '2026.01')).entries[1].values.accuracy, '45+', 'the refused change stayed a draft');
    // Put the draft back as published, so what follows starts from the public version.
    assert.equal((await admin('PUT', `${CM}/api::edition.edition/${id}`, { entries: corrected })).status, 200);

    const records = (await getJson('/api/change-records?filters[editionId][$eq]=2026.01&sort=entry:asc')).body.data;
    assert.deepEqual(
      records.map(({ board, entry, kind, field, oldValue, newValue }) => ({ board, entry, kind, field, oldValue, newValue })),
      [
        { board: 'deepsearch', entry: 'Agent A', kind: 'changed', field: 'accuracy', oldValue: { value: '60+' }, newValue: { value: '55+' } },
        { board: 'deepsearch', entry: 'Agent C', kind: 'removed', field: null, oldValue: { rank: 3, values: { accuracy: '40+' } }, newValue: null },
        { board: 'deepsearch', entry: 'Agent D', kind: 'added', field: null, oldValue: null, newValue: { rank: 3, values: { accuracy: '40+' } } },
      ],
    );
    assert.ok(records.every((record) => record.reason === reason && Date.parse(record.at) > Date.now() - 60_000));

    const record = records[0].documentId;
    const erase = await admin('DELETE', `${CM}/api::change-record.change-record/${record}`);
    assert.ok(erase.status >= 400 && erase.status < 500, `delete answered ${erase.status}`);
    const rewrite = await admin('PUT', `${CM}/api::change-record.change-record/${record}`, { reason: 'nothing happened' });
    assert.ok(rewrite.status >= 400 && rewrite.status < 500, `update answered ${rewrite.status}`);
    const kept = (await getJson('/api/change-records?filters[editionId][$eq]=2026.01')).body.data;
    assert.equal(kept.length, 3);
    assert.ok(kept.every((entry) => entry.reason === reason));
  });

  test("a board's definition is checked: sort and headline fields must be among its fields", async () => {
    const board = (await getJson('/api/boards?filters[slug][$eq]=recruiting&populate[fields]=true')).body.data[0];
    const fields = board.fields.map(({ key, label, kind, unit, description, lowerIsBetter }) => ({ key, label, kind, unit, description, lowerIsBetter }));
    const res = await admin('PUT', `${CM}/api::board.board/${board.documentId}`, { fields, sortField: 'nope' });
    assert.equal(res.status, 400);
    assert.match(res.body.error.message, /sortField: nope is not one of the board's field keys/);
  });
});
