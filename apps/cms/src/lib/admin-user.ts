import type { Core } from '@strapi/strapi';

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
/** The e-mail scripts/ensure-env.mjs generates a first login for (kept in step with it). */
export const GENERATED_ADMIN_EMAIL = 'admin@cms.localhost';

/**
 * Creates a super admin from ADMIN_EMAIL / ADMIN_PASSWORD (optional ADMIN_FIRSTNAME, ADMIN_LASTNAME) when that
 * e-mail has no account yet. An existing account is left alone: its password is the editor's, not the env's.
 */
export async function ensureAdminFromEnv(strapi: Core.Strapi, env: NodeJS.ProcessEnv): Promise<void> {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD;
  const users = strapi.service('admin::user');
  if (!email || !password) {
    if (!(await users.exists())) {
      strapi.log.warn(
        'admin: no admin account yet, and registering one over HTTP is closed: set ADMIN_EMAIL and ADMIN_PASSWORD and restart',
      );
    }
    return;
  }
  if (!PASSWORD_RULE.test(password)) {
    throw new Error('ADMIN_PASSWORD needs at least 8 characters with a lowercase letter, an uppercase letter and a digit');
  }

  if (await users.exists({ email })) {
    strapi.log.info(`admin: ${email} already exists; left unchanged`);
    return;
  }
  // A generated first login is only for a CMS that has no admin; an editor who registered earlier stays the only one.
  if (email === GENERATED_ADMIN_EMAIL && (await users.exists())) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email,
    firstname: env.ADMIN_FIRSTNAME?.trim() || 'Editor',
    lastname: env.ADMIN_LASTNAME?.trim() || undefined,
    password,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  strapi.log.info(`admin: created super admin ${email}`);
}
