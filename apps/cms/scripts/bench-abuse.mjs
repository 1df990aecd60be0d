// `npm run bench:abuse`: can one client that busts the cache slow down everyone else? For 20 s, 50 connections
// from 127.0.0.2 each ask the ranking with a different harmless filter (every one a cache miss), while a normal
// client on 127.0.0.1 makes the site's own ranking call 5 times a second. Prints the normal client's latency and
// errors and what the abuser got, for each of --runs=5 runs, then the median and the worst; writes
// bench-results/abuse.json. Two abusers, interleaved run by run: one that always spells the path /api/scienceqas,
// and one that cycles through every spelling of it (case, percent-escapes, doubled and dot segments: issue 33). Against the built CMS with its default read budget, on a temporary SQLite file.
// A measurement, not a test: it exits 0 (the rules are tested in tests/limits.test.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { APP_DIR, freePort, startCms, testEnv } from '../tests/helpers.mjs';
import { pathSpellings } from '../tests/path-spellings.mjs';

const RANKING_QUERY = 'sort=score:desc&pagination[limit]=10&populate[model][populate]=company';
const RANKING = `/api/scienceqas?${RANKING_QUERY}`;
const VARIANTS = [
  ['one spelling', ['/api/scienceqas']],
  ['every spelling', pathSpellings('/api/scienceqas').map(([spelled]) => spelled)],
];
const BROWSER = { 'accept-encoding': 'br, gzip', origin: 'http://127.0.0.1:4173' };
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 5);
const DURATION_MS = arg('duration', 20) * 1000;
const CONNECTIONS = arg('connections', 50);
const NORMAL_INTERVAL_MS = 200;

function get(agent, port, pathAndQuery, headers) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path: pathAndQuery, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The normal client, in a worker thread: timed on its own event loop, not on the one busy sending the abuse. */
async function normalClient({ port, durationMs }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: '127.0.0.1' });
  // Warm-up, not counted: a cold thread's first calls measure its own JIT and connection set-up, not the server.
  for (let i = 0; i < 20; i += 1) await get(agent, port, RANKING, BROWSER);
  parentPort.postMessage('ready');
  const start = performance.now();
  const latencies = [];
  const slowest = [];
  let errors = 0;
  const pending = [];
  for (let at = start; at < start + durationMs; at += NORMAL_INTERVAL_MS) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    const offset = Math.round(at - start);
    pending.push(
      get(agent, port, RANKING, BROWSER).then((res) => {
        latencies.push(res.ms);
        slowest.push([res.ms, offset]);
        if (res.status !== 200) errors += 1;
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    slowest: slowest.sort((a, b) => b[0] - a[0]).slice(0, 3).map(([ms, at]) => `${ms.toFixed(0)} ms at ${at} ms`),
  };
}

if (!isMainThread) {
  parentPort.postMessage(await normalClient(workerData));
} else {
  await main();
}

async function oneRun(port, run, paths) {
  const abuser = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: '127.0.0.2' });
  const deadline = performance.now() + DURATION_MS;
  const abuse = { total: 0, byStatus: {} };
  let n = 0;
  const abuserLoop = async () => {
    while (performance.now() < deadline) {
      n += 1;
      const res = await get(abuser, port, `${paths[n % paths.length]}?${RANKING_QUERY}&filters[model][name][$ne]=bust-${run}-${n}`, BROWSER);
      abuse.total += 1;
      abuse.byStatus[res.status] = (abuse.byStatus[res.status] ?? 0) + 1;
    }
  };
  const load = loadavg()[0];
  const worker = new Worker(new URL(import.meta.url), { workerData: { port, durationMs: DURATION_MS } });
  const messages = [];
  const waiters = [];
  worker.on('message', (message) => (waiters.length ? waiters.shift()(message) : messages.push(message)));
  worker.once('error', (error) => waiters.splice(0).forEach((resolve) => resolve({ error })));
  const nextMessage = () => new Promise((resolve) => (messages.length ? resolve(messages.shift()) : waiters.push(resolve)));
  await nextMessage(); // warmed up
  const [normalResult] = await Promise.all([nextMessage(), ...Array.from({ length: CONNECTIONS }, abuserLoop)]);
  if (normalResult.error) throw normalResult.error;
  abuser.destroy();
  const { slowest, ...normalFigures } = normalResult;
  return {
    run,
    load1: Number(load.toFixed(2)),
    slowest,
    normal: normalFigures,
    abuser: { requests: abuse.total, perSecond: Math.round(abuse.total / (DURATION_MS / 1000)), byStatus: abuse.byStatus },
  };
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'cms-abuse-'));
  const suiteEnv = testEnv({
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    CMS_PORT: String(await freePort()),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  // The default budget (or one set in this shell), not the test suites' relaxed one.
  const budget = ['CMS_READ_RATE', 'CMS_READ_BURST', 'CMS_READ_CONCURRENCY'];
  const env = {
    ...Object.fromEntries(Object.entries(suiteEnv).filter(([name]) => !budget.includes(name))),
    ...Object.fromEntries(budget.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]])),
  };

  const cms = await startCms(env);
  const port = Number(new URL(cms.base).port);
  const results = [];
  try {
    const warm = await get(undefined, port, RANKING, BROWSER);
    if (warm.status !== 200) throw new Error(`ranking call answered ${warm.status}`);
    console.log(`bench:abuse: ${RUNS} runs of ${DURATION_MS / 1000} s, ${CONNECTIONS} cache-busting connections from 127.0.0.2, the site's ranking call 5/s from 127.0.0.1`);
    console.log('run  abuser          load1  normal: n  errors  p50 ms  p99 ms  max ms | abuser: req/s  statuses');
    for (let run = 1; run <= RUNS; run += 1) for (const [variant, paths] of VARIANTS) {
      const r = { variant, ...(await oneRun(port, `${run}-${VARIANTS.findIndex(([name]) => name === variant)}`, paths)) };
      results.push(r);
      console.log(
        `${String(run).padStart(3)}  ${variant.padEnd(14)}  ${r.load1.toFixed(2).padStart(5)}  ${String(r.normal.requests).padStart(9)}  ${String(r.normal.errors).padStart(6)}  ` +
          `${r.normal.p50.toFixed(1).padStart(6)}  ${r.normal.p99.toFixed(1).padStart(6)}  ${r.normal.max.toFixed(1).padStart(6)} | ` +
          `${String(r.abuser.perSecond).padStart(12)}  ${JSON.stringify(r.abuser.byStatus)}`,
      );
      console.log(`     slowest normal calls: ${r.slowest.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // the abuser's bucket refills between runs
    }
  } finally {
    await cms.stop();
    rmSync(workDir, { recursive: true, force: true });
  }

  const summary = { date: new Date().toISOString() };
  for (const [variant] of VARIANTS) {
    const runs = results.filter((r) => r.variant === variant);
    const p99s = runs.map((r) => r.normal.p99);
    summary[variant] = {
      normalP99MedianMs: Number(median(p99s).toFixed(1)),
      normalP99WorstMs: Number(Math.max(...p99s).toFixed(1)),
      normalErrors: runs.reduce((sum, r) => sum + r.normal.errors, 0),
      abuserRefused: runs.reduce((sum, r) => sum + (r.abuser.byStatus[429] ?? 0) + (r.abuser.byStatus[503] ?? 0), 0),
      loadAverages: runs.map((r) => r.load1),
    };
    const s = summary[variant];
    console.log(
      `abuser with ${variant}: normal client p99 median ${s.normalP99MedianMs} ms, worst ${s.normalP99WorstMs} ms (budget < 50 ms); ` +
        `errors ${s.normalErrors} (budget 0); abuser refused ${s.abuserRefused} times; load ${s.loadAverages.join(', ')}`,
    );
  }
  const outDir = path.join(APP_DIR, '../../bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'abuse.json'), `${JSON.stringify({ summary, runs: results }, null, 2)}\n`);
}
