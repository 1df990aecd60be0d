// Submission e-mails through Strapi's e-mail plugin (nodemailer provider) to a local SMTP sink (the `smtp-server`
// package on loopback, started here): the submitter's receipt, the team's notice, and each state change.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { SMTPServer } from 'smtp-server';

import { adminToken, freePort, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';
import { GOOD } from './submission-corpus.mjs';

const workDir = mkdtempSync(path.join(tmpdir(), 'cms-mail-'));
const received = [];
let sink;
let cms;

function startSink() {
  return new Promise((resolve, reject) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let text = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => (text += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), from: session.envelope.mailFrom.address, text });
          callback();
        });
      },
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function waitFor(predicate, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = received.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail ${what} within ${timeoutMs} ms; got ${JSON.stringify(received.map((m) => m.to))}`);
}

const unfold = (text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

before(async () => {
  sink = await startSink();
  const env = testEnv({
    ...(await databaseEnv(workDir)),
    CMS_PORT: String(await freePort()),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.server.address().port),
    SMTP_FROM: 'submissions@example.org',
    CMS_TEAM_EMAIL: 'team@example.org',
    CMS_SITE_URL: 'https://site.example',
  });
  cms = await startCms(env);
});

after(async () => {
  await cms?.stop();
  await new Promise((resolve) => sink.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

test('a submission e-mails the submitter a receipt and the team a notice; a state change e-mails the submitter', async () => {
  assert.match(cms.logs(), /e-mail: submission e-mails go through SMTP 127\.0\.0\.1/);
  const res = await fetch(`${cms.base}/api/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...GOOD, agentName: 'Mail <b>Agent</b>' }),
  });
  assert.equal(res.status, 201);
  const { reference, statusToken } = (await res.json()).data;

  const receipt = await waitFor((m) => m.to.includes(GOOD.email) && m.text.includes(`Submission ${reference} received`), 'receipt');
  assert.equal(receipt.from, 'submissions@example.org');
  assert.match(unfold(receipt.text), new RegExp(`https://site\\.example/submit/status#token=${statusToken.replace(/[.]/g, '\\.')}`));
  assert.match(receipt.text, /Content-Type: text\/plain/i);
  // The provider would copy the text into an HTML part as is; ours is the same text, escaped.
  assert.match(unfold(receipt.text), /Mail &lt;b&gt;Agent&lt;\/b&gt;/);
  assert.equal(unfold(receipt.text).split('Mail <b>Agent</b>').length, 2, 'the raw text appears in the text/plain part only');
  const team = await waitFor((m) => m.to.includes('team@example.org'), 'to the team');
  assert.match(unfold(team.text), /Agent or model: Mail <b>Agent<\/b>/);
  assert.match(unfold(team.text), /Public access link: https:\/\/agent\.example\.org\/try/);

  const token = await adminToken(cms.base);
  const cm = `${cms.base}/content-manager/collection-types/api::submission.submission`;
  const list = await (await fetch(`${cm}?filters[$and][0][reference][$eq]=${reference}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const update = await fetch(`${cm}/${list.results[0].documentId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ state: 'declined', stateNote: 'No public access.' }),
  });
  assert.equal(update.status, 200);
  const notice = await waitFor((m) => m.to.includes(GOOD.email) && m.text.includes(`Submission ${reference}: Declined`), 'about the decline');
  assert.match(unfold(notice.text), /Reason: No public access\./);
});
