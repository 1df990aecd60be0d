import type { Core } from '@strapi/strapi';

/** Strapi's own code for the Editor role it creates with the first admin (kept: the admin panel names it). */
export const EDITOR_ROLE_CODE = 'strapi-editor';

/**
 * What an editor may do on each of this project's content types: write (create, read, update, delete, publish) or
 * read. Change records are the public history of corrections, written by the CMS itself (src/lib/edition-rules.ts).
 */
export const EDITOR_ACCESS: Record<string, 'write' | 'read'> = {
  'api::board.board': 'write',
  'api::edition.edition': 'write',
  'api::change-record.change-record': 'read',
  'api::company.company': 'write',
  'api::model.model': 'write',
  'api::scienceqa.scienceqa': 'write',
  'api::scienceqa-page.scienceqa-page': 'write',
  'api::submission.submission': 'write',
};

const READ_ACTION = 'plugin::content-manager.explorer.read';

interface Permission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

interface Action {
  actionId: string;
  section: string;
  subjects?: string[];
}

/**
 * The Editor role's permissions on this project's content types, set on every start: Strapi creates the role with the
 * first admin, before the i18n plugin has any locale to give it, so its permissions on localized types name no locale
 * and an editor saw no board and no edition at all. Each permission on a localized type now names every locale (the
 * same as the super admin's); the role's other permissions (media library, plugins) are left as they are.
 */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  const permissionService = strapi.service('admin::permission');
  let role: { id: number } | null = await roles.findOne({ code: EDITOR_ROLE_CODE });
  role ??= await roles.create({
    name: 'Editor',
    code: EDITOR_ROLE_CODE,
    description: 'Editors can manage and publish contents including those of other users.',
  });
  if (!role) return;

  const locales: string[] = (await strapi.plugin('i18n').service('locales').find()).map((locale: { code: string }) => locale.code);
  const actions: Action[] = permissionService.actionProvider.values().filter((action: Action) => action.section === 'contentTypes');
  const nested: Permission[] = strapi.service('admin::content-type').getPermissionsWithNestedFields(actions);
  const wanted: Permission[] = [];
  for (const permission of nested) {
    const access = permission.subject ? EDITOR_ACCESS[permission.subject] : undefined;
    if (!access || (access === 'read' && permission.action !== READ_ACTION)) continue;
    const withLocales = await permissionService.actionProvider.appliesToProperty('locales', permission.action, permission.subject);
    wanted.push({ ...permission, properties: { ...permission.properties, ...(withLocales ? { locales } : {}) }, conditions: [] });
  }

  const current: Permission[] = await permissionService.findMany({ where: { role: { id: role.id } } });
  const others = current
    .filter((permission) => !(permission.subject && permission.subject in EDITOR_ACCESS))
    .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }));
  await roles.assignPermissions(role.id, [...others, ...wanted]);
}
