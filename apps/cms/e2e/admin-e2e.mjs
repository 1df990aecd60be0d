import { createEditor } from '../tests/helpers.mjs';

// Where the admin-panel spec's CMS listens and who logs in (a throwaway database on loopback).
export const ADMIN_E2E = {
  port: Number(process.env.CMS_ADMIN_E2E_PORT ?? 5611),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
  // The site whose /preview page "Open preview" shows (built to call this CMS: apps/web/build/admin-e2e).
  sitePort: Number(process.env.CMS_ADMIN_E2E_SITE_PORT ?? 5612),
  get siteOrigin() {
    return `http://127.0.0.1:${this.sitePort}`;
  },
  superAdmin: { email: 'chief@example.org', password: 'Chief-Passw0rd' },
  // Who publishes each month: an account with Strapi's Editor role, invited by the super admin before the tests.
  editor: { email: 'desk@example.org', password: 'Desk-Passw0rd', firstname: 'Desk' },
};

/** One JSON request to that CMS, with an admin token when given: `{ status, body }`. */
export async function adminApi(method, path, { token, data } = {}) {
  const res = await fetch(`${ADMIN_E2E.origin}${path}`, {
    method,
    headers: { ...(data === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The admin API token of an account; throws with the answer when the login is refused. */
export async function adminLogin({ email, password }) {
  const { status, body } = await adminApi('POST', '/admin/login', { data: { email, password } });
  if (status !== 200) throw new Error(`admin login of ${email} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.token;
}

/** The editor's token; the super admin invites the editor first when it has no account (a reused server keeps it). */
export async function editorToken() {
  const superToken = await adminLogin(ADMIN_E2E.superAdmin);
  const users = await adminApi('GET', `/admin/users?filters[email][$eq]=${ADMIN_E2E.editor.email}`, { token: superToken });
  if (!users.body.data.results.length) await createEditor(ADMIN_E2E.origin, superToken, ADMIN_E2E.editor);
  return adminLogin(ADMIN_E2E.editor);
}
