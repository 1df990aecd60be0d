// The site-rebuild webhook (src/lib/rebuild-webhook.ts, issue 12 §4): the CMS keeps one of Strapi's own webhooks
// pointed at the rebuild service, with its bearer secret; publishing an edition posts there. A small HTTP server in
// this test stands in for scripts/server/rebuild-service.mjs. Runs on SQLite (scripts/test.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, freePort, startCms, testEnv, requestJson } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const CM = '/content-manager/collection-types';
const dbClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
const workDir = mkdtempSync(path.join(tmpdir(), 'cms-rebuild-hook-'));
const received = [];
// The receiver answers 503 to this many posts before it accepts again (a rebuild service that is restarting).
let failNext = 0;
let receiver;
let hookUrl;
let cms;
let token;
let env;

const admin = (method, pathAndQuery, data) => requestJson(cms.base, method, pathAndQuery, { token, data });

async function start(extra) {
  cms = await startCms({ ...env, ...extra });
  token = await adminToken(cms.base);
}

async function waitFor(check, what, timeoutMs = 10_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms; received: ${JSON.stringify(received.map((post) => post.body.event))}`);
}

before(async () => {
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end('told to fail');
        return;
      }
      received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(202).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${receiver.address().port}/rebuild`;
  env = testEnv({ ...(await databaseEnv(workDir)), CMS_PORT: String(await freePort()), REBUILD_WEBHOOK_URL: hookUrl, REBUILD_WEBHOOK_RETRY_MS: '200,400,800' });
  await start();
});

after(async () => {
  await cms?.stop();
  receiver?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`the rebuild webhook on ${dbClient}`, () => {
  test('publishing an edition posts to the rebuild service with the bearer secret and the edition model', async () => {
    const board = (await (await fetch(`${cms.base}/api/boards?filters[slug][$eq]=deepsearch`)).json()).data[0];
    const draft = {
      editionId: '2026.02',
      released: '2026-02-20',
      questionCount: 100,
      sources: ['https://example.org/deepsearch-2026-02'],
      board: { connect: [{ documentId: board.documentId }] },
      entries: [{ rank: 1, name: 'Agent Hook', company: 'Lab H', values: { accuracy: '50+' } }],
    };
    const created = await admin('POST', `${CM}/api::edition.edition`, draft);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    // Issue 35 item 7: draft saves (a create, then an update) post nothing: only what changes the public site does.
    const resaved = await admin('PUT', `${CM}/api::edition.edition/${created.body.data.documentId}`, { ...draft, questionCount: 99 });
    assert.equal(resaved.status, 200, JSON.stringify(resaved.body));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(received.map((one) => one.body.event), [], 'a draft save posts nothing');
    const published = await admin('POST', `${CM}/api::edition.edition/${created.body.data.documentId}/actions/publish`, draft);
    assert.equal(published.status, 200, JSON.stringify(published.body));

    const post = await waitFor(() => received.find((one) => one.body.event === 'entry.publish'), 'no entry.publish post');
    assert.equal(post.method, 'POST');
    assert.equal(post.url, '/rebuild');
    assert.equal(post.authorization, `Bearer ${env.REBUILD_WEBHOOK_SECRET}`);
    assert.equal(post.body.model, 'edition');
    assert.equal(post.body.uid, 'api::edition.edition');
    assert.equal(post.body.entry.editionId, '2026.02');
    assert.ok(!received.some((one) => ['entry.create', 'entry.update'].includes(one.body.event)), 'no post for the draft saves');
  });

  test('it is one of Strapi\'s own webhooks, kept single and in step with the secret across restarts', async () => {
    const listed = await admin('GET', '/admin/webhooks');
    assert.equal(listed.status, 200);
    const managed = listed.body.data.filter((hook) => hook.url === hookUrl);
    assert.equal(managed.length, 1);
    assert.deepEqual([...managed[0].events].sort(), ['entry.delete', 'entry.publish', 'entry.unpublish']);

    await cms.stop();
    const newSecret = 'rotated-secret-1234567890';
    await start({ REBUILD_WEBHOOK_SECRET: newSecret });
    const again = (await admin('GET', '/admin/webhooks')).body.data.filter((hook) => hook.url === hookUrl);
    assert.equal(again.length, 1, 'a restart adds no second webhook');
    assert.equal(again[0].id, managed[0].id);

    received.length = 0;
    const edition = (await admin('GET', `${CM}/api::edition.edition?filters[editionId][$eq]=2026.02`)).body.results[0];
    const unpublished = await admin('POST', `${CM}/api::edition.edition/${edition.documentId}/actions/unpublish`, {});
    assert.equal(unpublished.status, 200, JSON.stringify(unpublished.body));
    const post = await waitFor(() => received.find((one) => one.body.event === 'entry.unpublish'), 'no entry.unpublish post');
    assert.equal(post.authorization, `Bearer ${newSecret}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(received.filter((one) => one.body.event === 'entry.unpublish').length, 1, 'posted once, not once per stale copy');
  });

  test('a failed delivery is logged with its cause and retried with back-off until it arrives', async () => {
    received.length = 0;
    const edition = (await admin('GET', `${CM}/api::edition.edition?filters[editionId][$eq]=2026.02`)).body.results[0];
    failNext = 2;
    const published = await admin('POST', `${CM}/api::edition.edition/${edition.documentId}/actions/publish`, {});
    assert.equal(published.status, 200, JSON.stringify(published.body));
    await waitFor(() => received.find((one) => one.body.event === 'entry.publish'), 'no entry.publish post after the retries');
    // The success line is written when the CMS has the answer, just after the post arrives here.
    await waitFor(() => /rebuild webhook: entry\.\w+ delivered on retry \d/.test(cms.logs()), 'no delivered-on-retry line');
    const logs = cms.logs();
    assert.match(logs, /rebuild webhook: delivery of entry\.\w+ to http:\/\/127\.0\.0\.1:\d+\/rebuild failed \(HTTP 503: told to fail\); retry 1 of 3 in 0\.2 s/);
    assert.match(logs, /rebuild webhook: entry\.\w+ delivered on retry \d/);
  });

  test('a delivery that keeps failing is given up after the last retry, with an error line', async () => {
    failNext = 1000;
    try {
      const edition = (await admin('GET', `${CM}/api::edition.edition?filters[editionId][$eq]=2026.02`)).body.results[0];
      const unpublished = await admin('POST', `${CM}/api::edition.edition/${edition.documentId}/actions/unpublish`, {});
      assert.equal(unpublished.status, 200, JSON.stringify(unpublished.body));
      await waitFor(() => /rebuild webhook: gave up delivering entry\.unpublish/.test(cms.logs()), 'no give-up line');
      assert.match(cms.logs(), /gave up delivering entry\.unpublish to http:\/\/127\.0\.0\.1:\d+\/rebuild after 3 retries \(HTTP 503: told to fail\)/);
    } finally {
      failNext = 0;
    }
  });
});
