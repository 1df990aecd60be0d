// Issue 33 item 9: /api/upload refuses an anonymous write before reading its body (a 30 MB body is not taken in),
// and a multipart body the parser cannot read answers 400, not 500. The media library itself keeps working for an
// API-token holder. Against the real CMS on SQLite (no database behaviour is involved).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { adminToken, freePort, requestJson, startCms, testEnv } from './helpers.mjs';
import { databaseEnv } from './seeded-database.mjs';

const workDir = mkdtempSync(path.join(tmpdir(), 'cms-upload-'));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let cms;
let apiToken;

before(async () => {
  cms = await startCms(
    testEnv({
      ...(await databaseEnv(workDir)),
      CMS_PORT: String(await freePort()),
    }),
  );
  const admin = await adminToken(cms.base);
  const created = await requestJson(cms.base, 'POST', '/admin/api-tokens', {
    token: admin,
    data: { name: 'uploads', description: 'upload test', type: 'full-access', lifespan: null },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  apiToken = created.body.data.accessKey;
});

after(async () => {
  await cms?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/**
 * Sends the head of a `total`-byte multipart POST, then its body in 64 KB writes for as long as the server lets it;
 * resolves with the answer's status line, how many body bytes had been written when the first answer byte came,
 * and how many when the connection closed.
 */
function pushLargeBody(port, pathname, total, headers = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let sentWhenAnswered = null;
    let closed = false;
    const timer = setTimeout(() => socket.destroy(new Error(`no close after ${sent} bytes`)), 60_000);
    socket.on('data', (chunk) => {
      if (sentWhenAnswered === null) sentWhenAnswered = sent;
      answer += chunk;
    });
    socket.on('error', (error) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      resolve({ statusLine: answer.split('\r\n')[0], sentWhenAnswered, sentWhenClosed: sent });
    });
    const head = [
      `POST ${pathname} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: multipart/form-data; boundary=XXBOUNDARY',
      `Content-Length: ${total}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    (async () => {
      while (sent < total && !closed) {
        const flushed = socket.write(chunk);
        sent += chunk.length;
        if (!flushed) await new Promise((resume) => socket.once('drain', resume).once('close', resume));
        await new Promise((resume) => setImmediate(resume));
      }
    })();
  });
}

describe('/api/upload', () => {
  test('an anonymous 30 MB multipart body is refused 401 and its connection closed long before it is all sent', async () => {
    const total = 30 * 1024 * 1024;
    const { port } = new URL(cms.base);
    for (const pathname of ['/api/upload', '/API/Upload', '/api/upload/']) {
      const result = await pushLargeBody(Number(port), pathname, total);
      assert.match(result.statusLine, /^HTTP\/1\.1 401 /, `${pathname}: ${JSON.stringify(result)}`);
      assert.ok(result.sentWhenAnswered < total / 2, `${pathname}: answered after ${result.sentWhenAnswered} of ${total} bytes`);
      assert.ok(result.sentWhenClosed < total, `${pathname}: the server read the whole body (${result.sentWhenClosed} bytes)`);
    }
  });

  test('a small anonymous upload gets a readable 401 (its connection may stay open)', async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'dot.png');
    const res = await fetch(`${cms.base}/api/upload`, { method: 'POST', body: form });
    assert.equal(res.status, 401);
    assert.match((await res.json()).error.message, /API token/);
  });

  test('a malformed multipart body answers 400 naming the problem, not 500', async () => {
    const cases = [
      ['multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'],
      ['multipart/form-data', 'no boundary in the header'],
      ['multipart/form-data; boundary=XX', 'garbage without any boundary'],
    ];
    for (const [type, body] of cases) {
      const res = await fetch(`${cms.base}/api/upload`, { method: 'POST', headers: { 'Content-Type': type, Authorization: `Bearer ${apiToken}` }, body });
      const answer = await res.json();
      assert.equal(res.status, 400, `${type} ${JSON.stringify(body)}: ${JSON.stringify(answer)}`);
      assert.match(answer.error.message, /multipart body could not be read/);
    }
  });

  test('an API-token holder still uploads an image', async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'dot.png');
    const res = await fetch(`${cms.base}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${apiToken}` }, body: form });
    const answer = await res.json();
    assert.equal(res.status, 201, JSON.stringify(answer));
    assert.equal(answer[0].mime, 'image/png');
  });
});
