import type { Core } from '@strapi/strapi';

export const PUBLIC_CONTENT_TYPES = [
  'api::company.company',
  'api::model.model',
  'api::scienceqa.scienceqa',
  'api::scienceqa-page.scienceqa-page',
  'api::board.board',
  'api::edition.edition',
  'api::change-record.change-record',
] as const;

const READ_ACTIONS = ['find', 'findOne'];

/**
 * Types no users-permissions role (Public included) may hold any grant on: submissions are created through their
 * own open route (src/api/submission/routes) and read only by editors in the admin.
 */
export const PRIVATE_CONTENT_TYPES = ['api::submission.submission'] as const;

/**
 * The site has no end-user accounts: self-registration through /api/auth/local/register is switched off, and no
 * users-permissions role other than Public holds any grant on these content types. Enforced on every start.
 */
export async function closeEndUserAccess(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  // The core store returns untyped values (any); the plugin's `advanced` settings are an object of flags.
  const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown> | null;
  if (advanced && advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const uid of PRIVATE_CONTENT_TYPES) {
    await permissions.deleteMany({ where: { action: { $startsWith: `${uid}.` } } });
  }
  const roles: Array<{ id: number; type: string }> = await strapi.db
    .query('plugin::users-permissions.role')
    .findMany({ where: { type: { $ne: 'public' } } });
  for (const role of roles) {
    for (const uid of PUBLIC_CONTENT_TYPES) {
      await permissions.deleteMany({ where: { role: role.id, action: { $startsWith: `${uid}.` } } });
    }
  }
}

/**
 * The Public role may read (find/findOne) this project's content types and nothing else on them: read grants are
 * added, and any other grant on these types (e.g. a write enabled by a stray click) is removed, on every start.
 */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('bootstrap: the users-permissions Public role is missing');

  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const uid of PUBLIC_CONTENT_TYPES) {
    const wanted = READ_ACTIONS.map((action) => `${uid}.${action}`);
    const existing: Array<{ id: number; action: string }> = await permissions.findMany({
      where: { role: role.id, action: { $startsWith: `${uid}.` } },
    });
    for (const permission of existing) {
      if (!wanted.includes(permission.action)) await permissions.delete({ where: { id: permission.id } });
    }
    for (const action of wanted) {
      if (!existing.some((permission) => permission.action === action)) {
        await permissions.create({ data: { action, role: role.id } });
      }
    }
  }
}
