// Issue 33 item 10: republishing a corrected edition and writing its change records is one database transaction.
// The CMS is faulted (the write throws) or killed (SIGKILL) at every step between the publish and the last record,
// through the test-only hook src/lib/fault-inject.ts (NODE_ENV=test); after each, no published change may lack its
// record and no record may describe a change that is not published. Two ways to republish: the admin's publish action,
// and an API token's `PUT /api/editions/:id?status=published` (the document service's update with status published,
// which before this fix wrote no record at all). Runs on SQLite and PostgreSQL.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';

import { adminToken, freePort, requestJson, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const STEPS = ['after-publish-before-record', 'after-first-record', 'after-records'];
const EDITION_ID = '2027.03';
const CM = '/content-manager/collection-types/api::edition.edition';
const dbClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-atomic-'));

const original = [
  { rank: 1, name: 'Atom A', company: 'Lab A', values: { accuracy: '60+' } },
  { rank: 2, name: 'Atom B', company: 'Lab B', values: { accuracy: '50+' } },
];

let cms;
let env; // one set of secrets for every start: the API token's hash depends on API_TOKEN_SALT
// The fault in force, read by the CMS at each step of a publish: a thrown fault needs no restart, only a crash does.
const faultFile = path.join(workDir, 'fault');
const setFault = (fault) => writeFileSync(faultFile, fault);
after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** A CMS on this run's database, faulted as the fault file says ("<step>", "<step>:crash" or nothing). */
async function start() {
  await cms?.stop();
  env ??= testEnv({ ...(await databaseEnv(workDir)), NODE_ENV: 'test', CMS_ENV_FILE: path.join(workDir, '.env'), CMS_FAULT_INJECT_FILE: faultFile });
  cms = await startCms({ ...env, CMS_PORT: String(await freePort()) });
  return adminToken(cms.base);
}

async function publishedEdition() {
  const { body } = await requestJson(cms.base, 'GET', `/api/editions?filters[editionId][$eq]=${EDITION_ID}&populate[entries]=true`);
  assert.equal(body.data.length, 1);
  return body.data[0];
}

/** Every published change from the first publish, as (entry, field, new value), and every record, the same way. */
async function changesAndRecords() {
  const live = (await publishedEdition()).entries;
  const changes = new Set();
  for (const entry of live) {
    const before = original.find((candidate) => candidate.name === entry.name);
    if (!before) changes.add(JSON.stringify([entry.name, null, { rank: entry.rank, values: entry.values }]));
    else {
      for (const [field, value] of Object.entries(entry.values)) {
        if (before.values[field] !== value) changes.add(JSON.stringify([entry.name, field, { value }]));
      }
    }
  }
  for (const before of original) {
    if (!live.some((entry) => entry.name === before.name)) changes.add(JSON.stringify([before.name, null, null]));
  }
  const { body } = await requestJson(cms.base, 'GET', `/api/change-records?filters[editionId][$eq]=${EDITION_ID}&pagination[limit]=100`);
  const records = new Set(body.data.map((record) => JSON.stringify([record.entry, record.field, record.newValue])));
  return { changes: [...changes].sort(), records: [...records].sort() };
}

describe(`a corrected edition's publish and its change records are one transaction, on ${dbClient}`, () => {
  test('faulted or killed at every step, no published change is without its record (and no record without its change)', async () => {
    setFault('');
    let token = await start();
    const board = (await requestJson(cms.base, 'GET', '/api/boards?filters[slug][$eq]=deepsearch')).body.data[0];
    const created = await requestJson(cms.base, 'POST', CM, {
      token,
      data: { editionId: EDITION_ID, released: '2027-03-02', sources: ['https://example.org/atoms'], board: { connect: [{ documentId: board.documentId }] }, entries: original },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.documentId;
    const first = await requestJson(cms.base, 'POST', `${CM}/${id}/actions/publish`, { token, data: { entries: original } });
    assert.equal(first.status, 200, JSON.stringify(first.body));

    const created2 = await requestJson(cms.base, 'POST', '/admin/api-tokens', {
      token,
      data: { name: 'publisher', description: 'publish-atomic test', type: 'full-access', lifespan: null },
    });
    assert.equal(created2.status, 201, JSON.stringify(created2.body));
    const apiToken = created2.body.data.accessKey;

    let attempt = 0;
    /** One faulted republish by `way`; it must fail (500 when the write throws, a lost connection when killed). */
    const republish = async (way, step, mode) => {
      attempt += 1;
      // Two corrections at least (a value changed, an entry added), so that "after-first-record" falls between them.
      const entries = [
        { ...original[0], values: { accuracy: `${30 + attempt}+` } },
        original[1],
        { rank: 3, name: `Atom N${attempt}`, company: 'Lab N', values: { accuracy: '10+' } },
      ];
      const correctionReason = `Correction attempt ${attempt} (${way}, ${step}, ${mode}).`;
      const request =
        way === 'admin'
          ? requestJson(cms.base, 'POST', `${CM}/${id}/actions/publish`, { token, data: { entries, correctionReason } })
          : requestJson(cms.base, 'PUT', `/api/editions/${id}?status=published`, { token: apiToken, data: { data: { entries, correctionReason } } });
      const outcome = await request.catch((error) => ({ status: 'connection lost', body: String(error.cause ?? error) }));
      const where = `${way} ${step} ${mode}`;
      if (mode === 'throw') assert.equal(outcome.status, 500, `${where}: ${JSON.stringify(outcome)}`);
      else assert.equal(outcome.status, 'connection lost', `${where}: ${JSON.stringify(outcome)}`);
    };
    /** What the faults so far left behind, read by the running process (a fault never touches a read). */
    const check = async (what) => {
      const { changes, records } = await changesAndRecords();
      assert.deepEqual(records, changes, `after ${what}: the published changes and the change records differ`);
    };

    for (const step of STEPS) {
      setFault(step);
      if (step !== STEPS[0]) token = await start(); // the last step's crash stopped the CMS
      await republish('admin', step, 'throw');
      await republish('api', step, 'throw');
      await check(`a fault at ${step}`);
      setFault(`${step}:crash`);
      await republish('admin', step, 'crash');
      token = await start();
      await check(`a crash at ${step} (admin)`);
      await republish('api', step, 'crash');
    }
    setFault('');
    token = await start();
    await check(`a crash at ${STEPS.at(-1)} (api)`);

    // Without a fault the same correction publishes with its records.
    const corrected = [{ ...original[0], values: { accuracy: '33+' } }, original[1]];
    const done = await requestJson(cms.base, 'PUT', `/api/editions/${id}?status=published`, {
      token: apiToken,
      data: { data: { entries: corrected, correctionReason: 'Atom A re-graded.' } },
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const { changes, records } = await changesAndRecords();
    assert.deepEqual(changes, [JSON.stringify(['Atom A', 'accuracy', { value: '33+' }])]);
    assert.deepEqual(records, changes);
  });
});
