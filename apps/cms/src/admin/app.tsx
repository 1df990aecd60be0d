import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: [],
    // No release check against api.github.com from the editors' browsers.
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap(_app: StrapiApp) {},
};
