import { factories } from '@strapi/strapi';

import { withIdTieBreak } from '../../../lib/stable-sort';

export default factories.createCoreController('api::scienceqa.scienceqa', () => ({
  async find(ctx) {
    if (ctx.query.sort !== undefined) ctx.query = { ...ctx.query, sort: withIdTieBreak(ctx.query.sort) };
    return super.find(ctx);
  },
}));
