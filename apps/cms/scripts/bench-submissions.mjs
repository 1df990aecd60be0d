// `npm run bench:submissions`: reliability and security figures of the submission endpoint (issue 14), on SQLite and
// on a throwaway PostgreSQL cluster, against the real, built CMS:
//   A. 500 distinct submissions from 50 concurrent clients: every 201 stored exactly once, 0 5xx;
//   B. the same 100 submissions sent twice with the same Idempotency-Keys: 100 stored;
//   C. SIGKILL of the CMS in the middle of a run of 200: after a restart, every submission that got a 201 is stored;
//   D. the malformed corpus (tests/submission-corpus.mjs, 300+ bodies): 0 5xx, 0 stored;
//   E. the public role reads nothing (list, by id, by filter, populate from another type).
// The per-address limit (5 per 10 minutes) would refuse a bench from one address: it is raised here with
// CMS_SUBMIT_LIMIT (the limit itself is tested in tests/submissions.test.mjs). Options: --only=sqlite|postgres.
// Writes bench-results/submissions.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ADMIN, APP_DIR, freePort, startCms, testEnv } from '../tests/helpers.mjs';
import { GOOD, malformedSubmissions } from '../tests/submission-corpus.mjs';
import { withPostgres } from './pg-cluster.mjs';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const tsc = spawnSync(path.join(APP_DIR, 'node_modules/.bin/tsc'), ['-b', 'tsconfig.json'], { cwd: APP_DIR, stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

async function pool(items, concurrency, worker) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await worker(items[index], index);
      }
    }),
  );
  return results;
}

async function post(base, body, { key, contentType = 'application/json' } = {}) {
  try {
    const res = await fetch(`${base}/api/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...(key ? { 'Idempotency-Key': key } : {}) },
      body,
    });
    const text = await res.text();
    let reference;
    try {
      reference = JSON.parse(text)?.data?.reference;
    } catch {
      reference = undefined;
    }
    return { status: res.status, reference };
  } catch (error) {
    return { status: 0, error: error.message };
  }
}

async function adminToken(base) {
  const res = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return (await res.json()).data.token;
}

/** Every stored submission whose agent name starts with `prefix`, read through the admin API. */
async function stored(base, token, prefix) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const res = await fetch(
      `${base}/content-manager/collection-types/api::submission.submission?page=${page}&pageSize=100&filters[$and][0][agentName][$startsWith]=${encodeURIComponent(prefix)}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const body = await res.json();
    rows.push(...body.results);
    if (page >= body.pagination.pageCount) return rows;
  }
}

const count = (list, predicate) => list.filter(predicate).length;
const body = (agentName) => JSON.stringify({ ...GOOD, agentName });

async function benchOn(label, dbEnv) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'cms-bench-submissions-'));
  const env = testEnv({
    ...dbEnv,
    ...(dbEnv.DATABASE_CLIENT === 'sqlite' ? { DATABASE_FILENAME: path.join(workDir, 'data.db') } : {}),
    CMS_PORT: String(await freePort()),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    CMS_SUBMIT_LIMIT: '1000000',
  });
  let cms = await startCms(env);
  const out = { database: label };
  try {
    const token = await adminToken(cms.base);

    // A. 500 distinct submissions, 50 concurrent clients.
    let started = Date.now();
    const a = await pool(Array.from({ length: 500 }, (_, i) => i), 50, (i) => post(cms.base, body(`bench-A-${i}`)));
    const aSeconds = (Date.now() - started) / 1000;
    const aRows = await stored(cms.base, token, 'bench-A-');
    const aOk = a.filter((r) => r.status === 201);
    const aRefs = new Map();
    for (const row of aRows) aRefs.set(row.reference, (aRefs.get(row.reference) ?? 0) + 1);
    out.concurrent = {
      sent: 500,
      created201: aOk.length,
      serverErrors: count(a, (r) => r.status >= 500 || r.status === 0),
      stored: aRows.length,
      everyCreatedStoredOnce: aOk.every((r) => aRefs.get(r.reference) === 1) && new Set(aRows.map((r) => r.agentName)).size === aRows.length,
      perSecond: Math.round(500 / aSeconds),
    };

    // B. 100 submissions, each sent twice with its key (the copies race each other).
    const keys = Array.from({ length: 100 }, (_, i) => `bench-key-${label}-${i}-${Date.now()}`);
    const b = await pool([...keys, ...keys], 50, (key) => post(cms.base, body(`bench-B-${key}`), { key }));
    const bRows = await stored(cms.base, token, 'bench-B-');
    out.idempotent = { sent: 200, distinctKeys: 100, created201: count(b, (r) => r.status === 201), serverErrors: count(b, (r) => r.status >= 500 || r.status === 0), stored: bRows.length };

    // C. SIGKILL in the middle of a run of 200, then restart on the same database.
    const acknowledged = [];
    let killed = false;
    started = Date.now();
    const c = await pool(Array.from({ length: 200 }, (_, i) => i), 20, async (i) => {
      if (killed) return { status: 0 };
      const result = await post(cms.base, body(`bench-C-${i}`));
      if (result.status === 201) acknowledged.push(result.reference);
      if (!killed && acknowledged.length >= 80) {
        killed = true;
        process.kill(cms.pid, 'SIGKILL');
      }
      return result;
    });
    await cms.stop();
    cms = await startCms(env);
    const restartToken = await adminToken(cms.base);
    const cRows = await stored(cms.base, restartToken, 'bench-C-');
    const cRefs = new Set(cRows.map((r) => r.reference));
    out.crash = {
      attempted: 200,
      acknowledged201: acknowledged.length,
      failedByTheKill: count(c, (r) => r.status === 0),
      storedAfterRestart: cRows.length,
      acknowledgedMissing: acknowledged.filter((ref) => !cRefs.has(ref)).length,
    };

    // D. Malformed bodies.
    const corpus = malformedSubmissions();
    const before = (await stored(cms.base, restartToken, '')).length;
    const d = await pool(corpus, 10, (item) => post(cms.base, item.body, { contentType: item.contentType }));
    const after = (await stored(cms.base, restartToken, '')).length;
    out.malformed = {
      sent: corpus.length,
      serverErrors: count(d, (r) => r.status >= 500 || r.status === 0),
      accepted: count(d, (r) => r.status < 400),
      stored: after - before,
    };

    // E. Public reads.
    const [row] = cRows;
    const urls = [
      '/api/submissions',
      `/api/submissions/${row.documentId}`,
      `/api/submissions/${row.id}`,
      `/api/submissions?filters[reference][$eq]=${row.reference}`,
      '/api/companies?populate[submissions]=*',
      '/api/models?populate=*',
      '/api/boards?populate[submission][fields][0]=email',
      `/api/editions?filters[submission][reference][$eq]=${row.reference}`,
    ];
    const e = [];
    for (const url of urls) {
      const res = await fetch(`${cms.base}${url}`);
      const text = await res.text();
      e.push({ url, status: res.status, leaks: text.includes(row.reference) || text.includes('ada@example.org') });
    }
    out.publicRead = { tried: urls.length, answered200WithSubmissionData: count(e, (r) => r.leaks), statuses: e.map((r) => `${r.status} ${r.url}`) };
  } finally {
    await cms.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  return out;
}

const results = [];
if (only !== 'postgres') results.push(await benchOn('sqlite', { DATABASE_CLIENT: 'sqlite' }));
if (only !== 'sqlite') {
  await withPostgres(async (pgEnv) => {
    results.push(await benchOn('postgres', pgEnv));
    return 0;
  });
}

let ok = true;
for (const r of results) {
  const checks = [
    [`A 500 distinct, 50 clients`, `${r.concurrent.created201} x 201, ${r.concurrent.stored} stored, each once: ${r.concurrent.everyCreatedStoredOnce}, 5xx ${r.concurrent.serverErrors} (${r.concurrent.perSecond}/s)`, r.concurrent.created201 === 500 && r.concurrent.stored === 500 && r.concurrent.everyCreatedStoredOnce && r.concurrent.serverErrors === 0],
    [`B 100 sent twice, same keys`, `${r.idempotent.created201} x 201, ${r.idempotent.stored} stored, 5xx ${r.idempotent.serverErrors}`, r.idempotent.stored === 100 && r.idempotent.serverErrors === 0],
    [`C SIGKILL during 200`, `${r.crash.acknowledged201} acknowledged, ${r.crash.storedAfterRestart} stored after restart, ${r.crash.acknowledgedMissing} acknowledged but missing`, r.crash.acknowledgedMissing === 0],
    [`D ${r.malformed.sent} malformed bodies`, `5xx ${r.malformed.serverErrors}, accepted ${r.malformed.accepted}, stored ${r.malformed.stored}`, r.malformed.serverErrors === 0 && r.malformed.stored === 0 && r.malformed.accepted === 0],
    [`E public reads`, `${r.publicRead.tried} tried, ${r.publicRead.answered200WithSubmissionData} showed submission data`, r.publicRead.answered200WithSubmissionData === 0],
  ];
  console.log(`\nSubmissions on ${r.database}:`);
  for (const [name, figure, pass] of checks) {
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(30)} ${figure}`);
    ok &&= pass;
  }
}
const resultsDir = path.join(APP_DIR, '..', '..', 'bench-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'submissions.json'), `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
process.exit(ok ? 0 : 1);
