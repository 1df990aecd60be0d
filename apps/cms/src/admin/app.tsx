import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: [],
    // No release check against api.github.com from the editors' browsers.
    notifications: { releases: false },
    tutorials: false,
  },
  register(app: StrapiApp) {
    // Each edition entry's values: one input per field of the edition's board (server side: src/lib/board-values-field.ts).
    app.customFields.register({
      name: 'board-values',
      type: 'json',
      intlLabel: { id: 'board-values.label', defaultMessage: 'Board values' },
      intlDescription: { id: 'board-values.description', defaultMessage: "One value per field of the edition's board" },
      components: { Input: async () => import('./board-values/board-values-input') },
    });
  },
  bootstrap(_app: StrapiApp) {},
};
