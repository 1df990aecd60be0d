import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::scienceqa-page.scienceqa-page');
