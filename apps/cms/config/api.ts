import type { Core } from '@strapi/strapi';

import { MAX_LIMIT } from '../src/lib/query-validation';

const config: Core.Config.Api = {
  rest: {
    defaultLimit: 25,
    // Larger limits are refused with 400 by the query-validation middleware, not silently capped.
    maxLimit: MAX_LIMIT,
    withCount: true,
    strictParams: true,
  },
  documents: {
    strictParams: true,
    strictRelations: true,
  },
};

export default config;
