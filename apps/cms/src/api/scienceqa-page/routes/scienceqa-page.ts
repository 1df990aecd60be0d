import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::scienceqa-page.scienceqa-page');
