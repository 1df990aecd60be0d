import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::change-record.change-record');
