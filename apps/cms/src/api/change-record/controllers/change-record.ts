import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::change-record.change-record');
