// The rules an edition's entries must meet before they are saved or published, and the corrections between two
// versions of an edition. Pure functions: the CMS applies them to its document service (apps/cms/src/lib/
// edition-rules.ts), the site's build reads board files with them (apps/web/app/data/schema.ts).

import { evaluationDateProblem, isCalendarDate } from './formats.js';

/** What a board field holds; the CMS's field component offers exactly these (apps/cms/src/components/leaderboard/field.json). */
import { sectionProblems } from './sections.js';

export const FIELD_KINDS = ['score', 'number', 'band', 'money', 'duration', 'date', 'link', 'flag', 'text'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldDefinition {
  key: string;
  label?: string;
  kind: FieldKind;
  /** Every published entry must have a value for it (an empty one is refused on publish). */
  required?: boolean | null;
  /**
   * The key of the category this field is a subtype of (another field of the same board, itself no subtype): the
   * table shows the categories; a subtype's values show in the entry's breakdown under its category.
   */
  parent?: string | null;
}

export interface EntryLike {
  name?: unknown;
  link?: unknown;
  evaluationDate?: unknown;
  company?: unknown;
  mode?: unknown;
  rank?: unknown;
  values?: unknown;
  /** A reference row (adult humans, a baseline): shown at its score's position, never ranked. */
  reference?: unknown;
  /** Where this row's figures come from, when not (only) the edition's sources; a reference row must say. */
  source?: unknown;
  /** A facet of the entry the table can filter by, like proprietary or open-source. */
  group?: unknown;
  /** Per field key, the published ± of its value: `{ "overall": { "std": 2.6, "runs": 3 } }`. */
  spread?: unknown;
}

/** The field kinds a value can carry a spread (±) on. */
export const SPREAD_KINDS: readonly FieldKind[] = ['score', 'number'];

/** A published spread: the standard deviation of a value over its runs (not a confidence interval). */
export interface Spread {
  std: number;
  runs: number;
}

/** Whether an entry is a reference row (not ranked, never in podiums, agent pages, compare or badges). */
export const isReferenceEntry = (entry: EntryLike): boolean => entry.reference === true;

export type Value = string | number | boolean | null;

const BAND = /^(\d{1,3})\+$/;
const MAX_TEXT = 500;

/** An absolute http(s) URL the WHATWG URL parser reads, with nothing to trim. */
function isLinkValue(text: string): boolean {
  if (text.length > 2000 || !/^https?:\/\/[^\s]+$/.test(text)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A JSON object (not null, not an array): narrows `unknown` without a cast. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as a message shows it: text as typed (so `49,7` reads as the editor wrote it), except text that would pass
 * for another type (`"50"`, `"true"`) or is blank, which is quoted; anything else as JSON.
 */
export function shownValue(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value) ?? String(value);
  const looksTyped = value.trim() === '' || value !== value.trim() || /^(true|false|null)$/.test(value) || Number.isFinite(Number(value));
  return looksTyped ? JSON.stringify(value) : value;
}

/** What a field of each kind holds, as the messages, the admin's inputs and the site's docs say it. */
export const KIND_EXPECTS: Record<FieldKind, string> = {
  score: 'a score from 0 to 100, like 49.7',
  number: 'a number, like 12.5',
  band: 'a band like 75+ (a whole number up to 100, then +)',
  money: 'a price as published, with a number in it or "Free", like ~$0.085',
  duration: 'a duration as published, with a number in it, like 5-8 min',
  date: 'a date like 2025-08 or 2025-08-14',
  link: 'a link starting with http:// or https://',
  flag: 'yes or no (true or false)',
  text: `a text of 1 to ${MAX_TEXT} characters (leave the value out when there is none)`,
};

/** An example each kind's input shows while empty. */
export const KIND_EXAMPLES: Record<FieldKind, string> = {
  score: '49.7',
  number: '12.5',
  band: '75+',
  money: '~$0.085',
  duration: '5-8 min',
  date: '2025-08-14',
  link: 'https://example.org',
  flag: '',
  text: '',
};

function fits(kind: FieldKind, value: unknown): boolean {
  const text = typeof value === 'string' ? value : null;
  switch (kind) {
    case 'score':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'band': {
      const match = text === null ? null : BAND.exec(text);
      return match !== null && Number(match[1]) <= 100;
    }
    case 'money':
      return text !== null && text.length <= 40 && (/\d/.test(text) || /^free$/i.test(text));
    case 'duration':
      return text !== null && text.length <= 40 && /\d/.test(text);
    case 'date':
      return text !== null && isCalendarDate(text, 'month-or-day');
    case 'link':
      return text !== null && isLinkValue(text);
    case 'flag':
      return typeof value === 'boolean';
    case 'text':
      return text !== null && text.trim() !== '' && text.length <= MAX_TEXT;
    default:
      return false;
  }
}

/**
 * Why `value` does not fit a field of this kind, or null when it does: what is expected, then what was got (`a score
 * from 0 to 100, like 49.7; got 49,7`). A missing value (null) always fits.
 */
export function valueProblem(kind: FieldKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!FIELD_KINDS.includes(kind)) return `has an unknown kind ${JSON.stringify(kind)}`;
  if (fits(kind, value)) return null;
  const hint = (kind === 'score' || kind === 'number') && typeof value === 'string' && /^-?\d+,\d+$/.test(value.trim()) ? ' (write a decimal point, not a comma)' : '';
  return `${KIND_EXPECTS[kind]}; got ${shownValue(value)}${hint}`;
}

/**
 * What an editor typed into a field's input, as the value to store: for a score or a number, a number when the text
 * is one (`49.7`), otherwise the text as typed so that valueProblem names it (`49,7`); for a flag, true or false from
 * the words `true`/`false`; for other kinds, the text trimmed. An empty input is no value (undefined): left out.
 */
export function typedValue(kind: FieldKind, text: string): Value | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (kind === 'score' || kind === 'number') return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
  if (kind === 'flag') return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
  return trimmed;
}

/** The text an input shows for a stored value (the inverse of typedValue for every value it produces). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An entry's values as the admin's JSON box sends them (a JSON text) or as an API client does (an object): the object,
 * or the text unchanged when it is not JSON of an object (entryProblems then says what is wrong with it).
 */
export function parsedValues(values: unknown): unknown {
  if (typeof values !== 'string') return values;
  try {
    const parsed: unknown = JSON.parse(values);
    return isPlainObject(parsed) || parsed === null ? parsed : values;
  } catch {
    return values;
  }
}

const entryLabel = (entry: EntryLike, index: number) =>
  `entries[${index}]${typeof entry.name === 'string' && entry.name ? ` (${entry.name})` : ''}`;

/**
 * Why an entry's spreads do not fit the board, each naming the entry and the field: an object keyed by score or
 * number fields of the board, each `{std, runs}` with std a number of at least 0 and runs a whole number of at least
 * 2, and only where the entry has the value it belongs to.
 */
export function spreadProblems(fields: readonly FieldDefinition[], entry: EntryLike, at = 'this entry'): string[] {
  const { spread } = entry;
  if (spread === null || spread === undefined) return [];
  if (!isPlainObject(spread)) {
    return [`${at}.spread: must be an object keyed by field, like {"overall": {"std": 2.6, "runs": 3}}; got ${JSON.stringify(spread).slice(0, 80)}`];
  }
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const values = isPlainObject(entry.values) ? entry.values : {};
  const problems: string[] = [];
  for (const [key, item] of Object.entries(spread)) {
    const where = `${at}.spread.${key}`;
    const field = byKey.get(key);
    if (!field || !SPREAD_KINDS.includes(field.kind)) {
      const allowed = fields.filter((candidate) => SPREAD_KINDS.includes(candidate.kind)).map((candidate) => candidate.key);
      problems.push(`${where}: a spread belongs to a score or number field of the board (${allowed.join(', ') || 'none'})`);
      continue;
    }
    if (!isPlainObject(item)) {
      problems.push(`${where}: must be {"std": <standard deviation>, "runs": <number of runs>}; got ${JSON.stringify(item)}`);
      continue;
    }
    const unknown = Object.keys(item).filter((name) => name !== 'std' && name !== 'runs');
    if (unknown.length) problems.push(`${where}: has ${unknown.join(', ')}; a spread has only std and runs`);
    const { std, runs } = item;
    if (typeof std !== 'number' || !Number.isFinite(std) || std < 0) problems.push(`${where}.std: the standard deviation must be a number of at least 0, got ${JSON.stringify(std ?? null)}`);
    if (typeof runs !== 'number' || !Number.isInteger(runs) || runs < 2) problems.push(`${where}.runs: the number of runs must be a whole number of at least 2, got ${JSON.stringify(runs ?? null)}`);
    if (values[key] === null || values[key] === undefined) problems.push(`${where}: there is no ${key} value for this spread to belong to`);
  }
  return problems;
}

/** Every problem of these entries against the board's fields, each naming the entry and the field. */
export function entryProblems(fields: readonly FieldDefinition[], entries: readonly EntryLike[], board = 'this board'): string[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const at = entryLabel(entry, index);
    const identity = entryKey(entry);
    if (seen.has(identity)) problems.push(`${at}: the same name${entry.mode ? ' and mode' : ''} appears twice in this edition`);
    seen.add(identity);
    if (entry.reference !== undefined && entry.reference !== null && typeof entry.reference !== 'boolean') {
      problems.push(`${at}.reference: must be true or false, got ${JSON.stringify(entry.reference)}`);
    }
    if (isReferenceEntry(entry) && entry.rank !== null && entry.rank !== undefined) {
      problems.push(`${at}.rank: a reference entry (reference: true) has no rank; leave rank empty`);
    }
    if (entry.group !== undefined && entry.group !== null && (typeof entry.group !== 'string' || entry.group.length > 60)) {
      problems.push(`${at}.group: a group is a short text like proprietary or open-source (up to 60 characters); got ${JSON.stringify(entry.group)}`);
    }
    problems.push(...spreadProblems(fields, entry, at));
    const linkProblem = entry.link === '' ? null : valueProblem('link', entry.link);
    if (linkProblem) problems.push(`${at}.link: ${linkProblem}`);
    const dateProblem = evaluationDateProblem(entry.evaluationDate);
    if (dateProblem) problems.push(`${at}.evaluationDate: ${dateProblem}`);
    if (entry.values === null || entry.values === undefined) return;
    if (!isPlainObject(entry.values)) {
      problems.push(`${at}.values: must be an object of field values, like {"accuracy": "75+"}; got ${JSON.stringify(entry.values).slice(0, 80)}`);
      return;
    }
    for (const [key, value] of Object.entries(entry.values)) {
      const field = byKey.get(key);
      if (!field) {
        problems.push(`${at}.values.${key}: is not a field of ${board} (its fields: ${[...byKey.keys()].join(', ') || 'none'})`);
        continue;
      }
      const problem = valueProblem(field.kind, value);
      if (problem) problems.push(`${at}.values.${key}: ${problem}`);
    }
  });
  return problems;
}

export interface EditionLike {
  sources?: unknown;
  summary?: unknown;
  provenance?: unknown;
  entries?: readonly EntryLike[] | null;
}

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * What an edition needs, beyond its entries' values, before it is published: what the site's build requires of it
 * (apps/web/build-time/boards-source.ts, editionSchema and entrySchema; app/data/schema.ts, provenanceSchema):
 * sources, at least one entry, each with a name and a company, and a value for every field the board requires.
 */
export function editionProblems(edition: EditionLike, fields: readonly FieldDefinition[] = []): string[] {
  const problems: string[] = [];
  if ((edition.entries ?? []).length === 0) problems.push('entries: a published edition lists at least one entry');
  const { sources } = edition;
  if (!Array.isArray(sources) || sources.length === 0) {
    problems.push(`sources: list where the figures come from, at least one, like ["https://example.org/report"]; got ${JSON.stringify(sources ?? null)}`);
  } else {
    sources.forEach((source, index) => {
      if (typeof source !== 'string' || source.trim() === '') problems.push(`sources[${index}]: must be a non-empty text (a URL or a reference); got ${JSON.stringify(source)}`);
    });
  }
  for (const name of ['summary', 'provenance'] as const) {
    if (blank(edition[name])) problems.push(`${name}: is blank; write it or leave it empty (null)`);
  }
  (edition.entries ?? []).forEach((entry, index) => {
    const at = entryLabel(entry, index);
    if (typeof entry.name !== 'string' || entry.name.trim() === '') problems.push(`${at}.name: every entry needs a name`);
    const { company, source } = entry;
    if (!isReferenceEntry(entry) && (typeof entry.rank !== 'number' || !Number.isInteger(entry.rank) || entry.rank < 1)) {
      problems.push(`${at}.rank: every ranked entry needs its rank, a whole number from 1 (a row that is not ranked is a reference entry: reference true); got ${JSON.stringify(entry.rank ?? null)}`);
    }
    if (isReferenceEntry(entry)) {
      if (typeof source !== 'string' || source.trim() === '') {
        problems.push(`${at}.source: a reference entry names where its figures come from (a URL or a reference)`);
      }
    } else if (typeof company !== 'string' || company.trim() === '') {
      problems.push(`${at}.company: every published entry names its company (who makes the model or agent)`);
    }
    const values = isPlainObject(entry.values) ? entry.values : {};
    for (const field of fields) {
      if (field.required && (values[field.key] === null || values[field.key] === undefined)) {
        problems.push(`${at}.values.${field.key}: ${field.label ?? field.key} is required on this board; write its value as published`);
      }
    }
  });
  return problems;
}

/**
 * Problems of the fields' categories: a field's parent is another field of the board, which is itself no subtype
 * (categories and subtypes, two levels), and is neither the sort field nor the headline.
 */
export function parentProblems(fields: readonly FieldDefinition[], ranked: readonly unknown[] = []): string[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const problems: string[] = [];
  fields.forEach((field, index) => {
    const parent = field.parent;
    if (parent === null || parent === undefined || parent === '') return;
    const where = `fields[${index}] (${field.key}).parent`;
    const category = byKey.get(parent);
    if (!category || parent === field.key) problems.push(`${where}: ${JSON.stringify(parent)} is not another field of the board (its fields: ${[...byKey.keys()].filter((key) => key !== field.key).join(', ') || 'none'})`);
    else if (category.parent) problems.push(`${where}: ${parent} is itself a subtype of ${category.parent}; a subtype's parent is a category (a field with no parent)`);
    if (ranked.includes(field.key)) problems.push(`${where}: ${field.key} ranks the board or is its headline, so it is a column of the table, not a subtype`);
  });
  return problems;
}

/** The board's categories (fields that have subtypes), each with its subtypes, in the fields' order. */
export function fieldCategories<Field extends { key: string; parent?: string | null }>(fields: readonly Field[]): { category: Field; subtypes: Field[] }[] {
  return fields
    .filter((field) => !field.parent)
    .map((category) => ({ category, subtypes: fields.filter((field) => field.parent === category.key) }))
    .filter(({ subtypes }) => subtypes.length > 0);
}

/** Problems of a board's own definition: field keys unique, sort and headline fields among them, known sections named once. */
export function boardProblems(board: { fields?: readonly FieldDefinition[] | null; sortField?: unknown; headlineField?: unknown; sections?: readonly unknown[] | null }): string[] {
  const keys = (board.fields ?? []).map((field) => field.key);
  const problems: string[] = sectionProblems(board.sections);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate) problems.push(`fields: the key ${duplicate} is used twice`);
  problems.push(...parentProblems(board.fields ?? [], [board.sortField, board.headlineField]));
  for (const name of ['sortField', 'headlineField'] as const) {
    const value = board[name];
    if (typeof value === 'string' && !keys.includes(value)) problems.push(`${name}: ${value} is not one of the board's field keys (${keys.join(', ') || 'none'})`);
  }
  return problems;
}

/** Entries are the same entry across versions when their name and mode match. */
export function entryKey(entry: EntryLike): string {
  return `${String(entry.name ?? '')}\u0000${String(entry.mode ?? '')}`;
}

const entryTitle = (entry: EntryLike) => (entry.mode ? `${String(entry.name)} (${String(entry.mode)})` : String(entry.name));

/**
 * One public correction. Old and new values are always objects (a JSON column on PostgreSQL takes no bare string):
 * `{value}` for a changed field, `{rank, values}` for an entry added or removed, null where there is none.
 */
export interface Correction {
  kind: 'changed' | 'added' | 'removed';
  entry: string;
  field: string | null;
  oldValue: { value: unknown } | { rank: unknown; values: Record<string, unknown> } | null;
  newValue: { value: unknown } | { rank: unknown; values: Record<string, unknown> } | null;
}

const valuesOf = (entry: EntryLike): Record<string, unknown> => (isPlainObject(entry.values) ? entry.values : {});
const spreadsOf = (entry: EntryLike): Record<string, unknown> => (isPlainObject(entry.spread) ? entry.spread : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What publishing `next` over the published `previous` changes in public: entries added or removed, values changed. */
export function corrections(previous: readonly EntryLike[], next: readonly EntryLike[]): Correction[] {
  const before = new Map(previous.map((entry) => [entryKey(entry), entry]));
  const after = new Map(next.map((entry) => [entryKey(entry), entry]));
  const found: Correction[] = [];
  for (const [key, entry] of after) {
    const old = before.get(key);
    if (!old) {
      found.push({ kind: 'added', entry: entryTitle(entry), field: null, oldValue: null, newValue: { rank: entry.rank ?? null, values: valuesOf(entry) } });
      continue;
    }
    if (!same(old.reference ?? false, entry.reference ?? false)) {
      found.push({ kind: 'changed', entry: entryTitle(entry), field: 'reference', oldValue: { value: old.reference ?? false }, newValue: { value: entry.reference ?? false } });
    }
    const oldSpread = spreadsOf(old);
    const newSpread = spreadsOf(entry);
    for (const field of new Set([...Object.keys(oldSpread), ...Object.keys(newSpread)])) {
      if (!same(oldSpread[field], newSpread[field])) {
        found.push({ kind: 'changed', entry: entryTitle(entry), field: `spread.${field}`, oldValue: { value: oldSpread[field] ?? null }, newValue: { value: newSpread[field] ?? null } });
      }
    }
    if (!same(old.rank, entry.rank)) {
      found.push({ kind: 'changed', entry: entryTitle(entry), field: 'rank', oldValue: { value: old.rank ?? null }, newValue: { value: entry.rank ?? null } });
    }
    const oldValues = valuesOf(old);
    const newValues = valuesOf(entry);
    for (const field of new Set([...Object.keys(oldValues), ...Object.keys(newValues)])) {
      if (!same(oldValues[field], newValues[field])) {
        found.push({
          kind: 'changed',
          entry: entryTitle(entry),
          field,
          oldValue: { value: oldValues[field] ?? null },
          newValue: { value: newValues[field] ?? null },
        });
      }
    }
  }
  for (const [key, entry] of before) {
    if (!after.has(key)) found.push({ kind: 'removed', entry: entryTitle(entry), field: null, oldValue: { rank: entry.rank ?? null, values: valuesOf(entry) }, newValue: null });
  }
  return found;
}
