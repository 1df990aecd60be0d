import { AsyncLocalStorage } from 'node:async_hooks';

import type { Core } from '@strapi/strapi';

// The site's two content languages (issue 16). English is Strapi's default locale and what every request without
// `locale` gets, exactly as before; Chinese is the second locale, read with `?locale=zh-CN`.
export const DEFAULT_LOCALE = 'en';
export const SECOND_LOCALE = 'zh-CN';
const SECOND_LOCALE_NAME = 'Chinese (Simplified, China) (zh-CN)';

/** The slice of a Strapi schema (content type or component) these functions read. */
export interface AttributeLike {
  type: string;
  component?: string;
  repeatable?: boolean;
  target?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}
export interface SchemaLike {
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, AttributeLike>;
}
export type GetSchema = (uid: string) => SchemaLike | undefined;
type Doc = Record<string, unknown>;

const TEXT_TYPES = new Set(['string', 'text', 'richtext']);
/** Inside a localized component, these identify an item or its shape: never taken from a translation. */
const STRUCTURAL_KEYS = new Set(['id', 'key', 'documentId', '__component']);
/** Strapi's own attributes of a document (the i18n plugin adds `locale` and `localizations`): never content. */
const SYSTEM_KEYS = new Set(['id', 'documentId', 'locale', 'localizations', 'createdBy', 'updatedBy']);

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const isLocalizedSchema = (schema: SchemaLike | undefined): boolean => schema?.pluginOptions?.i18n?.localized === true;
/** In a localized content type an attribute is localized unless it says otherwise (Strapi's rule). */
const isLocalizedAttribute = (attribute: AttributeLike) => attribute.pluginOptions?.i18n?.localized !== false;

/** A component item's translation: matched by its `key` when it has one (a board field), else by position. */
function counterpart(items: unknown[], item: Doc, index: number): Doc | undefined {
  const found = typeof item.key === 'string' ? items.find((other) => isDoc(other) && other.key === item.key) : items[index];
  return isDoc(found) ? found : undefined;
}

function overlayComponent(english: Doc, translated: Doc | undefined, schema: SchemaLike | undefined): Doc {
  if (!translated || !schema) return english;
  const result: Doc = { ...english };
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (STRUCTURAL_KEYS.has(name)) continue;
    if (TEXT_TYPES.has(attribute.type) && hasText(translated[name])) result[name] = translated[name];
  }
  return result;
}

/**
 * The English document with each localized text replaced by its translation where that is non-empty (per field,
 * never a blank): strings and texts, the text inside localized components (a board's fields, matched by key), and
 * populated localized relations (matched by documentId). Everything else (figures, names, order) stays English.
 */
export function overlayTranslation(english: Doc, translated: Doc | undefined, uid: string, getSchema: GetSchema): Doc {
  const schema = getSchema(uid);
  if (!translated || !schema) return english;
  const result: Doc = { ...english, locale: translated.locale ?? english.locale };
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_KEYS.has(name) || !(name in english) || !isLocalizedAttribute(attribute)) continue;
    const value = english[name];
    const other = translated[name];
    if (TEXT_TYPES.has(attribute.type)) {
      if (hasText(other)) result[name] = other;
    } else if (attribute.type === 'component' && attribute.component) {
      const componentSchema = getSchema(attribute.component);
      if (Array.isArray(value)) {
        const others = Array.isArray(other) ? other : [];
        result[name] = value.map((item, index) => (isDoc(item) ? overlayComponent(item, counterpart(others, item, index), componentSchema) : item));
      } else if (isDoc(value)) {
        result[name] = overlayComponent(value, isDoc(other) ? other : undefined, componentSchema);
      }
    } else if (attribute.type === 'relation' && attribute.target && isLocalizedSchema(getSchema(attribute.target))) {
      const target = attribute.target;
      const same =
        (item: Doc) =>
        (candidate: unknown): candidate is Doc =>
          isDoc(candidate) && candidate.documentId === item.documentId;
      if (Array.isArray(value)) {
        const others = Array.isArray(other) ? other : [];
        result[name] = value.map((item) => (isDoc(item) ? overlayTranslation(item, others.find(same(item)), target, getSchema) : item));
      } else if (isDoc(value) && isDoc(other) && other.documentId === value.documentId) {
        result[name] = overlayTranslation(value, other, target, getSchema);
      }
    }
  }
  return result;
}

/**
 * The localized texts a document has in English but not in the translation (absent, or only whitespace), as field
 * paths: `summary`, `fields[accuracy].label`. A missing translated document misses every one of them.
 */
export function missingFields(english: Doc, translated: Doc | undefined, uid: string, getSchema: GetSchema): string[] {
  const schema = getSchema(uid);
  if (!schema) return [];
  const missing: string[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_KEYS.has(name) || !isLocalizedAttribute(attribute)) continue;
    const value = english[name];
    const other = translated?.[name];
    if (TEXT_TYPES.has(attribute.type)) {
      if (hasText(value) && !hasText(other)) missing.push(name);
    } else if (attribute.type === 'component' && attribute.component) {
      const componentSchema = getSchema(attribute.component);
      if (!componentSchema) continue;
      const items = Array.isArray(value) ? value : isDoc(value) ? [value] : [];
      const others = Array.isArray(other) ? other : isDoc(other) ? [other] : [];
      items.forEach((item, index) => {
        if (!isDoc(item)) return;
        const match = counterpart(others, item, index);
        const at = typeof item.key === 'string' ? `${name}[${item.key}]` : `${name}[${index}]`;
        for (const [field, fieldAttribute] of Object.entries(componentSchema.attributes)) {
          if (STRUCTURAL_KEYS.has(field) || !TEXT_TYPES.has(fieldAttribute.type)) continue;
          if (hasText(item[field]) && !hasText(match?.[field])) missing.push(`${at}.${field}`);
        }
      });
    }
  }
  return missing;
}

const schemaGetter =
  (strapi: Core.Strapi): GetSchema =>
  (uid) =>
    // Strapi keys its schemas by the generated union of uids (not generated here); SchemaLike is what is read of one.
    (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] ?? strapi.components[uid as keyof typeof strapi.components]) as
      | SchemaLike
      | undefined;

/** The zh-CN locale exists on every start (English stays the default: the i18n plugin creates it first). */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode(SECOND_LOCALE))) {
    await locales.create({ code: SECOND_LOCALE, name: SECOND_LOCALE_NAME });
    strapi.log.info(`i18n: locale ${SECOND_LOCALE} created`);
  }
}

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const translating = new AsyncLocalStorage<true>();

/** A request to the public REST API (not the admin panel, whose editors must see the translation as it is). */
function isContentApiRequest(strapi: Core.Strapi): boolean {
  // The request context is typed as Koa's bare context; the router adds the matched route's info to its state.
  const ctx = strapi.requestContext.get() as { state?: { route?: { info?: { type?: string } } } } | undefined;
  return ctx?.state?.route?.info?.type === 'content-api';
}

/**
 * Public reads with `locale=zh-CN` answer the English documents (the same set, order and pagination as the English
 * request) with each localized text taken from the Chinese version where it is non-empty: so a missing translation,
 * of a field or of a whole document, shows the English text, never a blank. English requests are not touched.
 */
export function registerLocaleFallback(strapi: Core.Strapi): void {
  const getSchema = schemaGetter(strapi);
  strapi.documents.use(async (context, next) => {
    // The middleware context types params for every action at once; read here are only the read actions' keys.
    const params = (context.params ?? {}) as Record<string, unknown>;
    if (
      params.locale !== SECOND_LOCALE ||
      !READS.has(context.action) ||
      translating.getStore() ||
      // Strapi's schema type; SchemaLike is the part of it this module reads.
      !isLocalizedSchema(context.contentType as SchemaLike) ||
      !isContentApiRequest(strapi)
    ) {
      return next();
    }
    context.params = { ...params, locale: DEFAULT_LOCALE };
    const result = await next();
    if (context.action === 'count' || !result || typeof result !== 'object') return result;
    const english = (Array.isArray(result) ? result : [result]).filter(isDoc);
    const ids = english.map((doc) => doc.documentId).filter((id): id is string => typeof id === 'string');
    if (ids.length === 0) return result;
    // The document service types its inputs and results from generated content-type typings, which this project does not generate (Doc is what this module reads of a document).
    const translations = (await translating.run(true, () =>
      strapi.documents(context.uid).findMany({
        locale: SECOND_LOCALE,
        status: params.status,
        fields: params.fields,
        populate: params.populate,
        filters: { documentId: { $in: ids } },
        limit: ids.length,
      } as never),
    )) as unknown as Doc[];
    const byId = new Map(translations.map((doc) => [doc.documentId, doc]));
    const merge = (doc: unknown) => (isDoc(doc) ? overlayTranslation(doc, byId.get(doc.documentId), context.uid, getSchema) : doc);
    // The same documents as the action returned, with their texts overlaid: the action's own result type.
    return (Array.isArray(result) ? result.map(merge) : merge(result)) as typeof result;
  });
}

export interface MissingTranslation {
  contentType: string;
  documentId: string;
  /** The document as an editor finds it: its slug, title or name; an edition as `<board slug>/<edition id>`. */
  document: string;
  field: string;
}

/** A document as an editor finds it: its slug, title or name; an edition as `<board slug>/<edition id>`. */
const documentLabel = (doc: Doc) => {
  const own = ['slug', 'editionId', 'title', 'name'].map((key) => doc[key]).find((value) => typeof value === 'string');
  const parent = isDoc(doc.board) && typeof doc.board.slug === 'string' ? `${doc.board.slug}/` : '';
  return typeof own === 'string' ? `${parent}${own}` : String(doc.documentId);
};

/**
 * Every localized text that English content has and its zh-CN version lacks (what visitors would read in English
 * on a Chinese page), in the content types of this app. Published versions where the type has drafts.
 */
export async function findMissingTranslations(strapi: Core.Strapi, locale = SECOND_LOCALE): Promise<MissingTranslation[]> {
  const getSchema = schemaGetter(strapi);
  const missing: MissingTranslation[] = [];
  const uids = Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::') && isLocalizedSchema(getSchema(uid)))
    .sort();
  for (const uid of uids) {
    const schema = getSchema(uid)!;
    // The localized components (their texts are checked), and a parent board's slug (to name the document).
    const populate: Record<string, true | { fields: string[] }> = {};
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      if (attribute.type === 'component' && isLocalizedAttribute(attribute)) populate[name] = true;
      else if (attribute.type === 'relation' && attribute.target && getSchema(attribute.target)?.attributes.slug) {
        populate[name] = { fields: ['slug'] };
      }
    }
    // The document service types its inputs and results from generated content-type typings, which this project does not generate (Doc is what this module reads of a document).
    const documents = strapi.documents(uid as never);
    const read = (which: string) =>
      // As above: the generated typings this project does not have.
      documents.findMany({ locale: which, status: 'published', populate } as never) as unknown as Promise<Doc[]>;
    const [english, translated] = await Promise.all([read(DEFAULT_LOCALE), read(locale)]);
    const byId = new Map(translated.map((doc) => [doc.documentId, doc]));
    const ordered = [...english].sort((a, b) => documentLabel(a).localeCompare(documentLabel(b)));
    for (const doc of ordered) {
      for (const field of missingFields(doc, byId.get(doc.documentId), uid, getSchema)) {
        missing.push({ contentType: uid, documentId: String(doc.documentId), document: documentLabel(doc), field });
      }
    }
  }
  return missing;
}
