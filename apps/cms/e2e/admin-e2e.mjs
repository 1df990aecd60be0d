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
