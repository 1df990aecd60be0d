// `npm run bench:api`: load test of the ranking call on loopback with autocannon (10 s, 50 connections), once with
// the in-process cache off and once on, against the built CMS on a temporary SQLite file. Prints req/s, p50, p99,
// the cached/uncached ratio, cold start times and resident memory. A measurement, not a test: it exits 0.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { APP_DIR, freePort, startCms, testEnv } from '../tests/helpers.mjs';

// What a browser sends: the CMS compresses for it (strapi::compression), so that cost is measured too.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', origin: 'http://127.0.0.1:4173' };
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const RANKING = '/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (!existsSync(path.join(APP_DIR, 'dist/src/index.js'))) {
  console.error('bench:api: no build in apps/cms/dist; run `npm run build` first');
  process.exit(1);
}

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
};

const load = (url, duration = DURATION) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS }, (error, result) => (error ? reject(error) : resolve(result)));
  });

const workDir = mkdtempSync(path.join(tmpdir(), 'cms-bench-'));
const servePanel = existsSync(path.join(APP_DIR, 'dist/build/index.html'));
const baseEnv = testEnv({
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(workDir, 'data.db'),
  CMS_PUBLIC_DIR: path.join(workDir, 'public'),
  CMS_SERVE_ADMIN: String(servePanel),
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
});

const loadBefore = loadavg()[0];
const results = [];
try {
  for (const mode of ['off', 'on']) {
    const env = { ...baseEnv, CMS_CACHE: mode, CMS_PORT: String(await freePort()) };
    const cms = await startCms(env);
    const url = `${cms.base}${RANKING}`;
    const check = await fetch(url);
    if (check.status !== 200) throw new Error(`ranking call answered ${check.status}`);
    const rssIdle = rssMb(cms.pid);
    await load(url, 2); // warm-up (JIT, connection pool), not counted
    const result = await load(url);
    results.push({
      cache: mode,
      firstStart: results.length === 0,
      startupMs: cms.startupMs,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      rssIdleMb: rssIdle,
      rssAfterMb: rssMb(cms.pid),
    });
    await cms.stop();
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const [off, on] = results;
const ratio = on.reqPerSec / off.reqPerSec;
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(`\nRanking call ${RANKING}`);
console.log(`autocannon: ${DURATION} s, ${CONNECTIONS} connections, loopback, ${cpus().length} CPUs, SQLite`);
console.log(`load average (1 min) before/after: ${loadBefore.toFixed(2)}/${loadavg()[0].toFixed(2)} (figures are only comparable on a quiet machine)\n`);
console.log('cache | req/s    | p50 ms | p99 ms | non-2xx | errors | start ms        | RSS idle/after MB');
for (const r of results) {
  console.log(
    `${r.cache.padEnd(5)} | ${fmt(r.reqPerSec, 1).padStart(8)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ` +
      `${String(r.non2xx).padStart(7)} | ${String(r.errors).padStart(6)} | ${`${fmt(r.startupMs)}${r.firstStart ? ' (first, seeds)' : ' (seeded DB)'}`.padEnd(15)} | ${r.rssIdleMb}/${r.rssAfterMb}`,
  );
}
console.log(`\nratio cached/uncached: ${fmt(ratio, 1)}x (target >= 20x: ${ratio >= 20 ? 'met' : 'NOT met'})`);
console.log(`cached p99: ${on.p99} ms (target < 50 ms: ${on.p99 < 50 ? 'met' : 'NOT met'})`);

mkdirSync(path.join(APP_DIR, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(APP_DIR, 'bench-results/api.json'),
  `${JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter: loadavg()[0], url: RANKING, duration: DURATION, connections: CONNECTIONS, ratio, results }, null, 2)}\n`,
);
