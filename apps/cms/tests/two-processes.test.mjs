// The production shape (deploy/): two CMS processes on one PostgreSQL. A write through either is visible through
// both within a second, though each keeps its own response cache (src/lib/cache-bus.ts: NOTIFY after commit).
// PostgreSQL only: scripts/test.mjs runs this file in the PostgreSQL pass.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ADMIN, freePort, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const RANKING = '/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-two-'));
let a;
let b;

before(async () => {
  assert.equal(process.env.DATABASE_CLIENT, 'postgres', 'run by scripts/test.mjs in its PostgreSQL pass');
  const shared = testEnv(await databaseEnv(workDir));
  a = await startCms({ ...shared, CMS_PORT: String(await freePort()) }); // creates the admin
  b = await startCms({ ...shared, CMS_PORT: String(await freePort()) });
});

after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  rmSync(workDir, { recursive: true, force: true });
});

async function visibleWithin(base, check, limitMs) {
  const started = Date.now();
  for (;;) {
    const body = await (await fetch(`${base}${RANKING}`)).json();
    if (check(body)) return Date.now() - started;
    if (Date.now() - started > limitMs) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('an edit through one process is served by the other within 1 s, though both had it cached', async () => {
  assert.match(b.logs(), /cache-bus: listening on PostgreSQL channel/);
  for (const cms of [a, b]) {
    await fetch(`${cms.base}${RANKING}`);
    assert.equal((await fetch(`${cms.base}${RANKING}`)).headers.get('x-cache'), 'HIT');
  }
  const login = await fetch(`${a.base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()).data;
  // Logging in is a write too: let both caches settle and fill again before the edit that is measured.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const cms of [a, b]) for (let i = 0; i < 2; i += 1) await fetch(`${cms.base}${RANKING}`);
  assert.equal((await fetch(`${b.base}${RANKING}`)).headers.get('x-cache'), 'HIT');

  const top = (await (await fetch(`${b.base}${RANKING}`)).json()).data[0];
  const res = await fetch(`${a.base}/content-manager/collection-types/api::scienceqa.scienceqa/${top.documentId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ score: 61.5 }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const ms = await visibleWithin(b.base, (body) => body.data[0].score === 61.5, 1000);
  assert.ok(ms <= 1000, 'the other process serves the new score within 1 s');
  console.log(`# the other process served the edit after ${ms} ms`);
});
