import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::change-record.change-record');
