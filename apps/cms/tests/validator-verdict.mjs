// What the CMS's query validator (src/lib/query-validation.ts, run by the global::query-validation middleware before
// any database access) answers to a public read, computed in the test process: the same compiled validator, the
// query string parsed as Strapi's `strapi::query` middleware parses it, and the content types' schemas as Strapi
// builds them from src/api/*/content-types/*/schema.json (plus its own attributes, components, custom fields and the
// upload plugin's file). A query the validator refuses is answered 400 before the database is reached, whatever the
// database; cms.test.mjs proves the verdicts equal the CMS's answers (the refusal's exact message) for every query it
// sends.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { APP_DIR } from './helpers.mjs';

const require = createRequire(import.meta.url);
const { validatePublicQuery, QueryValidationError } = require('../dist/src/lib/query-validation.js');
const { CUSTOM_FIELDS } = require('../dist/src/lib/custom-fields.js');
// The qs that Strapi's query middleware uses, with that middleware's settings (@strapi/core/dist/middlewares/query.js).
const strapiCore = path.dirname(require.resolve('@strapi/core/package.json'));
const qs = createRequire(path.join(strapiCore, 'package.json'))('qs');
const QS_SETTINGS = { strictNullHandling: true, arrayLimit: 100, depth: 20 };
const uploadFile = require(path.join(path.dirname(require.resolve('@strapi/upload/package.json')), 'dist/server/content-types/file.js'));

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const customFieldType = new Map(CUSTOM_FIELDS.map(({ name, type }) => [`global::${name}`, type]));
/** An attribute as Strapi registers it: a custom field has the type it stores. */
const registered = (attribute) =>
  attribute.type === 'customField' ? { ...attribute, type: customFieldType.get(attribute.customField) } : attribute;
const attributesOf = (attributes) => Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, registered(value)]));

/** uid -> { attributes }, and route name (plural or single-type name) -> uid. */
function loadSchemas() {
  const schemas = new Map();
  const routes = new Map();
  const apiDir = path.join(APP_DIR, 'src/api');
  for (const api of readdirSync(apiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name)) {
    for (const type of readdirSync(path.join(apiDir, api, 'content-types'))) {
      const schema = readJson(path.join(apiDir, api, 'content-types', type, 'schema.json'));
      const uid = `api::${api}.${type}`;
      const attributes = attributesOf(schema.attributes);
      // Strapi's own attributes on every content type (documentId and id are the validator's to know).
      Object.assign(attributes, {
        createdAt: { type: 'datetime' },
        updatedAt: { type: 'datetime' },
        publishedAt: { type: 'datetime' },
        createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user' },
        updatedBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user' },
        locale: { type: 'string' },
        localizations: { type: 'relation', relation: 'oneToMany', target: uid },
      });
      schemas.set(uid, { attributes });
      routes.set(schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName, uid);
    }
  }
  const componentsDir = path.join(APP_DIR, 'src/components');
  for (const category of readdirSync(componentsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name)) {
    for (const file of readdirSync(path.join(componentsDir, category)).filter((name) => name.endsWith('.json'))) {
      schemas.set(`${category}.${path.basename(file, '.json')}`, { attributes: attributesOf(readJson(path.join(componentsDir, category, file)).attributes) });
    }
  }
  schemas.set('plugin::upload.file', { attributes: uploadFile.schema.attributes });
  return { schemas, routes };
}

let loaded;

/**
 * The validator's verdict on a GET of `pathAndQuery` (a plain /api/<name> or /api/<name>/<id> path):
 * `{ refused: string }` with the message of the 400 the CMS answers, or `{ refused: undefined }` when the query goes
 * on to Strapi (and, if Strapi accepts its keys, to the database).
 */
export function validatorVerdict(pathAndQuery) {
  loaded ??= loadSchemas();
  const { schemas, routes } = loaded;
  const [pathPart, queryString = ''] = pathAndQuery.split(/\?(.*)/s);
  const match = /^\/api\/([^/]+)(?:\/[^/]+)?$/.exec(pathPart);
  const uid = match && routes.get(match[1]);
  if (!uid) throw new Error(`no content type answers ${pathPart}`);
  try {
    validatePublicQuery(qs.parse(queryString, QS_SETTINGS), schemas.get(uid), (other) => schemas.get(other));
    return { refused: undefined };
  } catch (error) {
    if (error instanceof QueryValidationError) return { refused: error.message };
    throw error;
  }
}
