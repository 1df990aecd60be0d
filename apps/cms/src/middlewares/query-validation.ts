import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';

import { QueryValidationError, type SchemaLike, validatePublicQuery } from '../lib/query-validation';
import { requestPath } from '../lib/request-path';

interface Route {
  uid: string;
  kind: 'collectionType' | 'singleType';
}

// Database errors that can only come from a malformed value in the request (PostgreSQL SQLSTATE classes 22 and
// 42883, and the messages of Strapi's own field parsers). A last line of defence behind validatePublicQuery.
const INPUT_ERROR_CODES = new Set(['22P02', '22003', '22007', '22008', '22021', '22023', '42883']);
const INPUT_ERROR_MESSAGES = [/^Expected a valid Number/, /^Invalid format, expected/, /^Invalid date/, /^Invalid time/];

function isInputError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && INPUT_ERROR_CODES.has(code)) return true;
  return INPUT_ERROR_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Validates the values of public read queries on this project's content API (GET /api/...). */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let routes: Map<string, Route> | undefined;

  const routeTable = (): Map<string, Route> => {
    if (routes) return routes;
    routes = new Map();
    for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
      if (!uid.startsWith('api::')) continue;
      const { kind, info } = contentType;
      if (kind === 'singleType') routes.set(info.singularName, { uid, kind });
      else routes.set(info.pluralName, { uid, kind });
    }
    return routes;
  };

  const getSchema = (uid: string): SchemaLike | undefined => {
    // getModel takes the generated union of content-type uids, which this project does not generate; uid comes from
    // strapi.contentTypes' own keys. Its attributes are read as the few properties validation needs.
    const model = strapi.getModel(uid as Parameters<typeof strapi.getModel>[0]);
    return model ? { attributes: model.attributes as SchemaLike['attributes'] } : undefined; // (see above)
  };

  return async (ctx: Context, next: Next) => {
    const match = /^\/api\/([^/]+)(?:\/[^/]+)?$/.exec(requestPath(ctx));
    const route = match && (ctx.method === 'GET' || ctx.method === 'HEAD') ? routeTable().get(match[1]) : undefined;
    if (!route) return next();

    try {
      validatePublicQuery(ctx.query, getSchema(route.uid)!, getSchema);
    } catch (error) {
      if (error instanceof QueryValidationError) {
        throw new errors.ValidationError(error.message, { source: 'query', param: error.param });
      }
      throw error;
    }

    try {
      await next();
    } catch (error) {
      if (isInputError(error)) {
        strapi.log.warn(`query-validation: database rejected a query value on ${requestPath(ctx)}: ${error instanceof Error ? error.message : String(error)}`);
        throw new errors.ValidationError('Invalid query: a filter value does not fit its field', { source: 'query' });
      }
      throw error;
    }
  };
};
