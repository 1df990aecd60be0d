import type { Core } from '@strapi/strapi';

/**
 * The admin inputs this project adds (issue 35), each stored as the plain type it names, so the database and the
 * APIs see an ordinary attribute; the admin registers the same names with their inputs in src/admin/app.tsx.
 * - board-values: an edition entry's values (JSON), one input per field of the edition's board (src/admin/board-values/).
 * - board-category: a board's category (string), a choice from its track's list (@evergreen/boards BOARD_CATEGORIES).
 * - board-field-key: a board's sortField / headlineField (string), a choice from the board's own field keys.
 * - day: a date typed as 2026-01-10 and kept as typed (Strapi's own date input turned that into 02/27/2026).
 * - evaluation-date: an entry's evaluation date (string), 2026-01 or 2026-01-10.
 */
export const CUSTOM_FIELDS = [
  { name: 'board-values', type: 'json' },
  { name: 'board-category', type: 'string' },
  { name: 'board-field-key', type: 'string' },
  { name: 'day', type: 'date' },
  { name: 'evaluation-date', type: 'string' },
] as const;

export function registerCustomFields(strapi: Core.Strapi): void {
  strapi.customFields.register(CUSTOM_FIELDS.map((field) => ({ ...field })));
}
