// Validates the values of a public REST query against the content type's schema, before any of it reaches the
// database. Strapi's own validateQuery checks keys (unknown fields, operators, populate), not values, so stock
// Strapi answers `filters[score][$gt]=abc` with a 500 from the database layer. Everything here throws a
// QueryValidationError, which the middleware turns into Strapi's standard 400 ValidationError body.

import { DEFAULT_LOCALE, SECOND_LOCALE } from './localization';

/** Largest page a public request may ask for; larger values get a 400, not a silent cap. */
export const MAX_LIMIT = 100;
const MAX_PAGE = 1_000_000;
const MAX_START = 10_000_000;
const MAX_FILTER_DEPTH = 8;
const MAX_LIST_LENGTH = 100;
const MAX_STRING_LENGTH = 1_000;
const INT32_MAX = 2_147_483_647;

export interface AttributeLike {
  type: string;
  target?: string;
  relation?: string;
  component?: string;
}

export interface SchemaLike {
  attributes: Record<string, AttributeLike>;
}

export type GetSchema = (uid: string) => SchemaLike | undefined;

/** The languages the public API serves (the site's two, issue 16); any other `locale` is a 400. */
export const PUBLIC_LOCALES: readonly string[] = [DEFAULT_LOCALE, SECOND_LOCALE];

export class QueryValidationError extends Error {
  readonly param: string;

  constructor(message: string, param: string) {
    super(message);
    this.name = 'QueryValidationError';
    this.param = param;
  }
}

type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const INTEGER_TYPES = new Set(['integer', 'biginteger']);
const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration']);
const UNFILTERABLE_TYPES = new Set(['json', 'blocks', 'component', 'dynamiczone', 'password']);
const COMPARISON_OPERATORS = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte']);
const CASE_INSENSITIVE_OPERATORS = new Set(['$eqi', '$nei']);
const LIST_OPERATORS = new Set(['$in', '$notIn']);
const TEXT_OPERATORS = new Set([
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);
const NULL_OPERATORS = new Set(['$null', '$notNull']);
const BOOLEAN_VALUES = new Set(['true', 'false', '1', '0', 't', 'f']);

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

const fail = (param: string, message: string): never => {
  throw new QueryValidationError(`Invalid query: ${param} ${message}`, param);
};

function checkString(value: Json, param: string): string {
  if (typeof value !== 'string') return fail(param, 'must be a single value');
  if (value.length > MAX_STRING_LENGTH) fail(param, `is longer than ${MAX_STRING_LENGTH} characters`);
  if (value.includes('\u0000')) fail(param, 'contains a NUL character');
  return value;
}

function isValidCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Checks one scalar filter value against an attribute type, the way the database layer would parse it. */
export function checkScalar(value: Json, type: string, param: string): void {
  const text = checkString(value, param);
  if (INTEGER_TYPES.has(type)) {
    if (!INTEGER.test(text.trim())) fail(param, `must be an integer, got "${text}"`);
    const bound = type === 'integer' ? INT32_MAX : Number.MAX_SAFE_INTEGER;
    if (Math.abs(Number(text)) > bound) fail(param, 'is out of range');
    return;
  }
  if (NUMBER_TYPES.has(type)) {
    if (!DECIMAL.test(text.trim()) || !Number.isFinite(Number(text))) fail(param, `must be a number, got "${text}"`);
    return;
  }
  switch (type) {
    case 'boolean':
      if (!BOOLEAN_VALUES.has(text.toLowerCase())) fail(param, `must be true or false, got "${text}"`);
      return;
    case 'date':
      if (!isValidCalendarDate(text) || !ISO_DATETIME.test(text)) fail(param, `must be a date (yyyy-MM-dd), got "${text}"`);
      return;
    case 'datetime':
    case 'timestamp':
      if (!(ISO_DATETIME.test(text) && isValidCalendarDate(text) && Number.isFinite(Date.parse(text)))) {
        fail(param, `must be an ISO 8601 date-time, got "${text}"`);
      }
      return;
    case 'time':
      if (!TIME.test(text)) fail(param, `must be a time (HH:mm:ss), got "${text}"`);
      return;
    default:
  }
}

function listItems(value: Json, param: string): Json[] {
  if (typeof value === 'string') return [value];
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : fail(param, 'must be a list');
  if (items.length === 0) fail(param, 'must not be empty');
  if (items.length > MAX_LIST_LENGTH) fail(param, `has more than ${MAX_LIST_LENGTH} items`);
  return items;
}

function checkCondition(value: Json, type: string, param: string, depth: number): void {
  if (depth > MAX_FILTER_DEPTH) fail(param, 'is nested too deeply');
  if (typeof value === 'string') return checkScalar(value, type, param);
  if (Array.isArray(value)) {
    listItems(value, param).forEach((item, i) => checkScalar(item, type, `${param}[${i}]`));
    return;
  }
  if (!isPlainObject(value)) return fail(param, 'must be a value or an operator object');
  const entries = Object.entries(value);
  if (entries.length === 0) fail(param, 'must not be empty');
  for (const [operator, operand] of entries) {
    const at = `${param}[${operator}]`;
    if (COMPARISON_OPERATORS.has(operator)) {
      checkScalar(operand, type, at);
    } else if (CASE_INSENSITIVE_OPERATORS.has(operator) || TEXT_OPERATORS.has(operator)) {
      if (!TEXT_TYPES.has(type)) fail(at, `is only allowed on text fields, not on a ${type} field`);
      checkString(operand, at);
    } else if (LIST_OPERATORS.has(operator)) {
      listItems(operand, at).forEach((item, i) => checkScalar(item, type, `${at}[${i}]`));
    } else if (operator === '$between') {
      const items = listItems(operand, at);
      if (items.length !== 2) fail(at, 'needs exactly two values');
      items.forEach((item, i) => checkScalar(item, type, `${at}[${i}]`));
    } else if (NULL_OPERATORS.has(operator)) {
      checkScalar(operand, 'boolean', at);
    } else if (operator === '$not') {
      checkCondition(operand, type, at, depth + 1);
    } else {
      fail(at, 'is not a supported operator');
    }
  }
}

// Strapi's query builder takes an object of conditions at every level; a list is only meaningful under $and/$or
// (`filters[0][score]=1` is parsed as a list and ends in a 500 "Undefined attribute level operator").
/** The schema a relation, media or component attribute points to. */
function relatedSchema(attribute: AttributeLike, getSchema: GetSchema): SchemaLike | undefined {
  if (attribute.type === 'media') return getSchema('plugin::upload.file');
  if (attribute.type === 'relation' && attribute.target) return getSchema(attribute.target);
  if (attribute.type === 'component' && attribute.component) return getSchema(attribute.component);
  return undefined;
}

function checkFilterNode(node: Json, schema: SchemaLike, getSchema: GetSchema, param: string, depth: number): void {
  if (depth > MAX_FILTER_DEPTH) fail(param, 'is nested too deeply');
  if (Array.isArray(node)) return fail(param, 'must be an object of field conditions, not a list (use $and or $or)');
  if (!isPlainObject(node)) return fail(param, 'must be an object of field conditions');
  for (const [key, value] of Object.entries(node)) {
    const at = `${param}[${key}]`;
    if (key === '$and' || key === '$or') {
      listItems(value, at).forEach((item, i) => checkFilterNode(item, schema, getSchema, `${at}[${i}]`, depth + 1));
    } else if (key === '$not') {
      checkFilterNode(value, schema, getSchema, at, depth + 1);
    } else if (NULL_OPERATORS.has(key)) {
      checkScalar(value, 'boolean', at);
    } else if (key.startsWith('$')) {
      fail(at, 'is not a supported operator here');
    } else if (key === 'id') {
      checkCondition(value, 'integer', at, depth + 1);
    } else if (key === 'documentId') {
      checkCondition(value, 'string', at, depth + 1);
    } else {
      const attribute = schema.attributes[key];
      if (!attribute) return fail(at, 'is not a field of this content type');
      if (attribute.type === 'relation' || attribute.type === 'media') {
        const targetSchema = relatedSchema(attribute, getSchema);
        if (!targetSchema) return fail(at, 'cannot be filtered on');
        if (!isPlainObject(value)) return fail(at, 'must be an object of conditions on the related entry');
        checkFilterNode(value, targetSchema, getSchema, at, depth + 1);
      } else if (UNFILTERABLE_TYPES.has(attribute.type)) {
        fail(at, 'cannot be filtered on');
      } else {
        checkCondition(value, attribute.type, at, depth + 1);
      }
    }
  }
}

function checkBoundedInt(value: Json, param: string, min: number, max: number): void {
  const text = checkString(value, param);
  if (!/^\d+$/.test(text)) fail(param, `must be a whole number between ${min} and ${max}, got "${text}"`);
  const n = Number(text);
  if (n < min || n > max) fail(param, `must be between ${min} and ${max}, got ${text}`);
}

function checkPagination(query: Record<string, Json>): void {
  const pagination = query.pagination;
  if (pagination !== undefined && !isPlainObject(pagination)) fail('pagination', 'must be an object');
  const source: Record<string, Json> = { ...(isPlainObject(pagination) ? pagination : {}) };
  for (const key of ['page', 'pageSize', 'start', 'limit'] as const) {
    if (query[key] !== undefined) source[key] = query[key];
  }
  for (const key of Object.keys(source)) {
    if (!['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key)) fail(`pagination[${key}]`, 'is not allowed');
  }
  if (source.page !== undefined) checkBoundedInt(source.page, 'pagination[page]', 1, MAX_PAGE);
  if (source.pageSize !== undefined) checkBoundedInt(source.pageSize, 'pagination[pageSize]', 1, MAX_LIMIT);
  if (source.start !== undefined) checkBoundedInt(source.start, 'pagination[start]', 0, MAX_START);
  if (source.limit !== undefined) checkBoundedInt(source.limit, 'pagination[limit]', 1, MAX_LIMIT);
  if (source.withCount !== undefined) checkScalar(source.withCount, 'boolean', 'pagination[withCount]');
  const pageBased = source.page !== undefined || source.pageSize !== undefined;
  const offsetBased = source.start !== undefined || source.limit !== undefined;
  if (pageBased && offsetBased) fail('pagination', 'cannot mix page/pageSize with start/limit');
}

const SORT_TERM = /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*(:(asc|desc))?$/i;

function checkSort(sort: Json, param: string, depth: number): void {
  if (depth > MAX_FILTER_DEPTH) fail(param, 'is nested too deeply');
  if (typeof sort === 'string') {
    for (const term of checkString(sort, param).split(',')) {
      if (!SORT_TERM.test(term.trim())) fail(param, `must look like field or field:asc or field:desc, got "${term}"`);
    }
  } else if (Array.isArray(sort)) {
    if (sort.length > MAX_LIST_LENGTH) fail(param, 'has too many items');
    sort.forEach((item, i) => checkSort(item, `${param}[${i}]`, depth + 1));
  } else if (isPlainObject(sort)) {
    for (const [key, value] of Object.entries(sort)) {
      if (typeof value === 'string') {
        if (!/^(asc|desc)$/i.test(value)) fail(`${param}[${key}]`, 'must be asc or desc');
      } else {
        checkSort(value, `${param}[${key}]`, depth + 1);
      }
    }
  } else {
    fail(param, 'must be a field name with an optional :asc or :desc');
  }
}

const POPULATE_OPTIONS = new Set(['populate', 'fields', 'filters', 'sort', 'count', 'on']);

function checkFlag(value: Json, param: string): void {
  if (typeof value !== 'string' || !['true', 'false', '*'].includes(value.toLowerCase())) {
    fail(param, 'must be true, false or *');
  }
}

/**
 * `populate` in all its forms: `*`, `a,b`, a list of names, or an object naming relations, each `true`, `*` or an
 * object of options (populate, fields, filters, sort, count). Filters and sort inside it get the same checks as at
 * the top level, against the related content type; names are Strapi's validateQuery's to check.
 */
function checkPopulate(value: Json, schema: SchemaLike, getSchema: GetSchema, param: string, depth: number): void {
  if (depth > MAX_FILTER_DEPTH) fail(param, 'is nested too deeply');
  if (typeof value === 'string') {
    checkString(value, param);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_LENGTH) fail(param, `has more than ${MAX_LIST_LENGTH} items`);
    value.forEach((item, i) => checkString(item, `${param}[${i}]`));
    return;
  }
  if (!isPlainObject(value)) return fail(param, 'must be a relation name, a list of names or an object');
  for (const [key, options] of Object.entries(value)) {
    const at = `${param}[${key}]`;
    if (typeof options === 'string' || typeof options === 'boolean') {
      checkFlag(String(options), at);
      continue;
    }
    if (!isPlainObject(options)) return fail(at, 'must be true, * or an object of populate options');
    const attribute = schema.attributes[key];
    const target = attribute ? relatedSchema(attribute, getSchema) : undefined;
    if (!target) return fail(at, 'is not a relation, media or component of this content type');
    for (const [option, optionValue] of Object.entries(options)) {
      const optionAt = `${at}[${option}]`;
      if (!POPULATE_OPTIONS.has(option)) fail(optionAt, 'is not a populate option');
      if (option === 'populate') checkPopulate(optionValue, target, getSchema, optionAt, depth + 1);
      else if (option === 'filters') checkFilterNode(optionValue, target, getSchema, optionAt, depth + 1);
      else if (option === 'sort') checkSort(optionValue, optionAt, depth + 1);
      else if (option === 'count') checkScalar(optionValue, 'boolean', optionAt);
      else if (option === 'fields') checkFields(optionValue, optionAt);
      else fail(optionAt, 'is not supported on this API');
    }
  }
}

function checkFields(value: Json, param: string): void {
  if (typeof value === 'string') {
    checkString(value, param);
    return;
  }
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : fail(param, 'must be a list of field names');
  if (items.length > MAX_LIST_LENGTH) fail(param, `has more than ${MAX_LIST_LENGTH} items`);
  items.forEach((item, i) => checkString(item, `${param}[${i}]`));
}

/**
 * Validates a parsed public read query against the schema of the content type it addresses.
 * Key-level checks (unknown fields, populate targets, private fields) stay with Strapi's validateQuery.
 */
export function validatePublicQuery(
  query: Record<string, Json>,
  schema: SchemaLike,
  getSchema: GetSchema,
  locales: readonly string[] = PUBLIC_LOCALES,
): void {
  if (query.status !== undefined && query.status !== 'published') {
    fail('status', 'is not available on the public API: only published content is served');
  }
  // Draft/published cohort selectors: only meaningful for drafts, which the public API never serves.
  for (const key of ['publicationFilter', 'hasPublishedVersion'] as const) {
    if (query[key] !== undefined) fail(key, 'is not available on the public API: only published content is served');
  }
  for (const key of ['_q', 'locale', 'count', 'ordering'] as const) {
    if (query[key] !== undefined) checkString(query[key], key);
  }
  // Strapi answers an unknown locale with an empty list (or a 404), and `*` with every language at once.
  if (query.locale !== undefined && !locales.includes(query.locale as string)) {
    fail('locale', `must be one of ${locales.join(', ')}`);
  }
  checkPagination(query);
  if (query.filters !== undefined) checkFilterNode(query.filters, schema, getSchema, 'filters', 0);
  if (query.sort !== undefined) checkSort(query.sort, 'sort', 0);
  if (query.populate !== undefined) checkPopulate(query.populate, schema, getSchema, 'populate', 0);
  if (query.fields !== undefined) checkFields(query.fields, 'fields');
}
