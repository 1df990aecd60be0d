// The written forms of a board's and an edition's names, addresses and dates, each with the message an editor gets
// when a value does not have it (instead of "The value does not match the regex."). The CMS checks them on every
// save (apps/cms/src/lib/edition-rules.ts); the admin's inputs offer the same choices.

/** The capabilities of the /agi matrix (apps/web/app/data/capabilities.ts shows them), in the matrix's order. */
export const AGI_CAPABILITIES = [
  'knowledge',
  'reasoning',
  'multimodality',
  'long-term-memory',
  'tool-use',
  'problem-identification',
  'reliability',
  'active-learning',
  'test-time-learning',
  'collaboration',
  'competition',
] as const;

/** The professions of /profession (apps/web/app/data/profession-names.ts names them), in the tiles' order. */
export const PROFESSIONS = [
  'hr',
  'marketing',
  'sales',
  'finance',
  'legal',
  'engineering',
  'product',
  'design',
  'operations',
  'compliance',
  'devops',
  'accounting',
  'taxation',
  'biotechnology',
] as const;

/** A capability of the /agi matrix. */
export type AgiCapability = (typeof AGI_CAPABILITIES)[number];
/** A profession of /profession. */
export type Profession = (typeof PROFESSIONS)[number];

export const TRACKS = ['agi', 'profession'] as const;
export type Track = (typeof TRACKS)[number];

/** What a board's category can be on each track. */
export const BOARD_CATEGORIES: Record<Track, readonly string[]> = { agi: AGI_CAPABILITIES, profession: PROFESSIONS };

const SLUG = /^[a-z][a-z0-9-]*$/;
const FIELD_KEY = /^[a-z][a-z0-9_]*$/;
const EDITION_ID = /^\d{4}\.(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_OR_DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

const got = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' || value !== value.trim() ? JSON.stringify(value) : value) : JSON.stringify(value));
// cast: widened so that includes() accepts any value; the guard is what narrows it
const isTrack = (value: unknown): value is Track => (TRACKS as readonly unknown[]).includes(value);

/** A calendar date with a real month and day: `2026-01` (a month) or `2026-01-10`, as `form` allows. */
export function isCalendarDate(text: string, form: 'day' | 'month-or-day'): boolean {
  const match = (form === 'day' ? DAY : MONTH_OR_DAY).exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), match[3] === undefined ? 1 : Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why a day (an edition's release, the day figures were retrieved) is not one, or null: `2026-01-10`. */
export function dayProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' && isCalendarDate(value, 'day') ? null : `a day written year-month-day, like 2026-01-10; got ${got(value)}`;
}

/**
 * Why an entry's evaluation date is not one, or null: `2026-01` or `2026-01-10` (the dotted `2025.08` that the bundled
 * DeepSearch editions were published with is read as the same month).
 */
export function evaluationDateProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'string' ? value.replace(/^(\d{4})\.(\d{2})(?:\.(\d{2}))?$/, (_all, y, m, d) => (d ? `${y}-${m}-${d}` : `${y}-${m}`)) : null;
  return text !== null && isCalendarDate(text, 'month-or-day') ? null : `a month or a day, like 2026-01 or 2026-01-10; got ${got(value)}`;
}

/** Why an edition id is not one, or null: `2026.01`. */
export function editionIdProblem(value: unknown): string | null {
  return typeof value === 'string' && EDITION_ID.test(value) ? null : `the edition's year and month, like 2026.01; got ${got(value ?? null)}`;
}

export interface BoardFormat {
  slug?: unknown;
  track?: unknown;
  category?: unknown;
  route?: unknown;
  fields?: readonly { key?: unknown }[] | null;
}

/**
 * Problems with the written form of a board's short name, category, address and field keys, each naming the field
 * (`route: ...`). Only what `board` has is checked (an update may send part of a board).
 */
export function boardFormatProblems(board: BoardFormat): string[] {
  const problems: string[] = [];
  if (board.slug !== undefined && !(typeof board.slug === 'string' && SLUG.test(board.slug))) {
    problems.push(`slug: lowercase letters, digits and hyphens, starting with a letter, like babyvision; got ${got(board.slug)}`);
  }
  const track = isTrack(board.track) ? board.track : undefined;
  if (board.category !== undefined) {
    const allowed = track ? BOARD_CATEGORIES[track] : [...AGI_CAPABILITIES, ...PROFESSIONS];
    if (!allowed.includes(String(board.category))) {
      const what = track === 'agi' ? 'a capability of the /agi matrix' : track === 'profession' ? 'a profession of /profession' : 'a capability or a profession';
      problems.push(`category: ${what}, one of ${allowed.join(', ')}; got ${got(board.category)}`);
    }
  }
  if (board.route !== undefined) {
    const match = typeof board.route === 'string' ? /^\/(agi|profession)\/([a-z][a-z0-9-]*)$/.exec(board.route) : null;
    const expected = track === 'profession' && typeof board.category === 'string' ? `/profession/${board.category}` : track === 'agi' ? '/agi/<a short name>, like /agi/babyvision' : '/agi/<a short name> or /profession/<its profession>';
    const fits = match !== null && (!track || (match[1] === track && (track !== 'profession' || match[2] === board.category)));
    if (!fits) problems.push(`route: the board's page address, ${expected}; got ${got(board.route)}`);
  }
  (board.fields ?? []).forEach((field, index) => {
    if (!(typeof field?.key === 'string' && FIELD_KEY.test(field.key))) {
      problems.push(`fields[${index}].key: lowercase letters, digits and _, starting with a letter, like cost_per_task; got ${got(field?.key ?? null)}`);
    }
  });
  return problems;
}
