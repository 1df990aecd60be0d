import { E2E_CMS_PORT } from '../../../scripts/checks/e2e-site.mjs';
import { createEditor } from '../tests/helpers.mjs';

// Where the admin-panel spec's CMS listens and who logs in (a throwaway database on loopback).
export const ADMIN_E2E = {
  // The end-to-end CMS's port (E2E_CMS_PORT): the site build the end-to-end suite serves calls that origin, so the
  // preview spec's site is that same build, not a second one made for this CMS. The two suites never run at once
  // (`npm test` runs this phase before the end-to-end one; each stops its CMS when it ends).
  port: E2E_CMS_PORT,
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
  // The site whose /preview page "Open preview" shows: the end-to-end suite's build (apps/web/build), which calls
  // this CMS.
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
