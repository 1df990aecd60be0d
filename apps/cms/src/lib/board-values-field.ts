import type { Core } from '@strapi/strapi';

/**
 * The custom field behind each edition entry's `values` (apps/cms/src/components/leaderboard/entry.json): stored as
 * JSON (one value per board field key), edited in the admin as one input per field of the edition's board
 * (src/admin/board-values/). The admin registers the same name in src/admin/app.tsx.
 */
export const BOARD_VALUES_FIELD = { name: 'board-values', type: 'json' } as const;

export function registerBoardValuesField(strapi: Core.Strapi): void {
  strapi.customFields.register({ ...BOARD_VALUES_FIELD });
}
