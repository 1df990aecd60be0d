import type { Core } from '@strapi/strapi';

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/**
 * Creates a super admin from ADMIN_EMAIL / ADMIN_PASSWORD (optional ADMIN_FIRSTNAME, ADMIN_LASTNAME) when that
 * e-mail has no account yet. An existing account is left alone: its password is the editor's, not the env's.
 */
export async function ensureAdminFromEnv(strapi: Core.Strapi, env: NodeJS.ProcessEnv): Promise<void> {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) return;
  if (!PASSWORD_RULE.test(password)) {
    throw new Error('ADMIN_PASSWORD needs at least 8 characters with a lowercase letter, an uppercase letter and a digit');
  }

  const users = strapi.service('admin::user');
  if (await users.exists({ email })) {
    strapi.log.info(`admin: ${email} already exists; left unchanged`);
    return;
  }
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
