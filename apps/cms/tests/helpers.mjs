// Starts and stops the real, built CMS (scripts/start.mjs) as a child process for the integration suite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ADMIN = { email: 'editor@example.org', password: 'Editor-Passw0rd' };

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const secret = () => randomBytes(24).toString('base64');

/** Fresh secrets for one test run; the database settings come from the caller. */
export function testEnv(extra) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    REBUILD_WEBHOOK_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    // No webhook to a rebuild service that may belong to a developer's `npm start`; rebuild-webhook.test.mjs sets one.
    REBUILD_WEBHOOK_URL: 'off',
    CMS_SERVE_ADMIN: 'false',
    CMS_STARTUP_LOG: 'false',
    // No line per request (each file's CMS answers hundreds; the hostile corpus thousands): warnings, errors and info.
    CMS_LOG_LEVEL: 'info',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CMS_CORS_ORIGINS: 'http://127.0.0.1:4173,http://localhost:4173',
    // The suites ask hundreds of distinct queries from one address; the read budget has its own test file.
    CMS_READ_RATE: '100000',
    CMS_READ_BURST: '100000',
    CMS_READ_CONCURRENCY: '1000',
    ...extra,
  };
}

/** A GET's line in the CMS's log as Strapi's logger prints it ("[time] http: GET /path (3 ms) 200"; the level may be coloured). */
export const requestLine = (/** @type {string} */ pathStart) =>
  new RegExp(`http(?:\\x1b\\[\\d+m)?: GET ${pathStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Spawns the CMS and resolves once /_health answers; `logs()` returns everything it printed. */
export async function startCms(env, { timeoutMs = 120_000 } = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${env.CMS_PORT}`;
  const started = Date.now();
  let state = 'starting';
  exited.then(() => (state = 'exited'));
  while (state === 'starting') {
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`CMS did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`);
    }
    try {
      // Its own answer, not another's: the port came from freePort() and was free for a moment only, so another file's
      // CMS may have taken it first (this one then fails to listen and exits, while the other answers the health
      // check). Strapi logs this line once its own server listens.
      const res = await fetch(`${base}/_health`);
      if (res.status === 204 && output.includes('Strapi started successfully')) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (state === 'exited') throw new Error(`CMS exited during start:\n${output.slice(-4000)}`);
  return {
    base,
    pid: child.pid,
    startupMs: Date.now() - started,
    logs: () => output,
    async stop() {
      if (state === 'exited') return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Logs the seeded editor into the admin API and returns its bearer token; fails the test with the answer otherwise. */
export async function adminToken(base) {
  const res = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}: ${text.slice(0, 500)}`);
  const { data } = JSON.parse(text);
  const token = data?.token ?? data?.accessToken;
  if (!token) throw new Error('admin login returned no token');
  return token;
}

/** One JSON request to the CMS, with the admin's token when given: `{ status, body }` (body null when empty). */
export async function requestJson(base, method, pathAndQuery, { token, data } = {}) {
  const headers = { ...(data === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${base}${pathAndQuery}`, { method, headers, body: data === undefined ? undefined : JSON.stringify(data) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * An account with Strapi's Editor role, made as a super admin does it in Settings → Users (invited, then registered
 * with its password); resolves to the editor's admin token.
 */
export async function createEditor(base, superToken, { email, password, firstname }) {
  const roles = await requestJson(base, 'GET', '/admin/roles', { token: superToken });
  const role = roles.body?.data?.find((candidate) => candidate.code === 'strapi-editor');
  if (!role) throw new Error(`no Editor role: ${JSON.stringify(roles.body).slice(0, 300)}`);
  const invited = await requestJson(base, 'POST', '/admin/users', { token: superToken, data: { email, firstname, roles: [role.id] } });
  if (invited.status !== 201) throw new Error(`inviting ${email} answered ${invited.status}: ${JSON.stringify(invited.body).slice(0, 300)}`);
  const registered = await requestJson(base, 'POST', '/admin/register', {
    data: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname, password } },
  });
  if (registered.status !== 200) throw new Error(`registering ${email} answered ${registered.status}: ${JSON.stringify(registered.body).slice(0, 300)}`);
  return registered.body.data.token;
}

/** Runs a node script to completion and returns its exit code and output. */
export function runScript(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** One raw HTTP/1.1 request (to send what fetch will not, such as two Host headers); resolves to its status line. */
export function rawStatus(port, lines) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), text }));
  });
}
