// The one definition of a valid agent submission, used by the CMS's create endpoint and by the site's /submit page,
// so the two can never disagree.

import { SCIENCE_QA } from './science-qa.js';

/** A benchmark a submission can be sent for: a board's slug and its name. */
export interface BenchmarkChoice {
  id: string;
  label: string;
}

/**
 * The benchmarks on offer: ScienceQA, then the boards given (the site's registry, the CMS's published boards) in
 * their listing order. No board is named in code: a board published later is offered with no change.
 */
export function benchmarkChoices(boards: readonly { slug: string; title: string }[]): BenchmarkChoice[] {
  return [
    { id: SCIENCE_QA.slug, label: SCIENCE_QA.title },
    ...boards.filter((board) => board.slug !== SCIENCE_QA.slug).map((board) => ({ id: board.slug, label: board.title })),
  ];
}

/** A benchmark's label, or the id as stored when it is not one of `choices`. */
export function benchmarkLabel(id: string, choices: readonly BenchmarkChoice[]): string {
  return choices.find((choice) => choice.id === id)?.label ?? id;
}

export const SUBMISSION_FIELDS = [
  'agentName',
  'organisation',
  'contactName',
  'email',
  'accessLink',
  'benchmarks',
  'accessNotes',
  'consent',
] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** The honeypot: a field people never see (hidden from sight and from assistive technology) and bots fill in. */
export const HONEYPOT_FIELD = 'website';

export const LIMITS = {
  agentName: 120,
  organisation: 160,
  contactName: 120,
  email: 254,
  accessLink: 2048,
  accessNotes: 2000,
} as const;

/** Whole request body, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface Submission {
  agentName: string;
  organisation: string;
  contactName: string;
  email: string;
  accessLink: string;
  benchmarks: string[];
  accessNotes: string;
  consent: true;
}

export type SubmissionErrors = Partial<Record<SubmissionField, string>>;
export type SubmissionResult = { ok: true; value: Submission } | { ok: false; errors: SubmissionErrors };

// C0/C1 controls (NUL breaks PostgreSQL text), except tab and newlines which only free text may hold.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
// A UTF-16 surrogate without its pair cannot be stored as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
// Spaces and zero-width characters: a name made only of these is no name.
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True when any key at any depth could pollute a prototype. Such bodies are refused whole. */
export function hasForbiddenKey(value: unknown, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  for (const [key, child] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) return true;
    if (hasForbiddenKey(child, depth + 1)) return true;
  }
  return false;
}

type TextCheck = { value: string } | { error: string };

function text(raw: unknown, label: string, max: number, options: { required: boolean; multiline?: boolean }): TextCheck {
  if (raw === undefined || raw === null || raw === '') {
    return options.required ? { error: `Enter the ${label}.` } : { value: '' };
  }
  if (typeof raw !== 'string') return { error: `The ${label} must be text.` };
  const value = raw.trim();
  if (value.replace(INVISIBLE, '') === '') return options.required ? { error: `Enter the ${label}.` } : { value: '' };
  if (value.length > max) return { error: `Keep the ${label} to ${max} characters or fewer (it has ${value.length}).` };
  if (CONTROL.test(value) || (!options.multiline && LINE_BREAK.test(value)) || LONE_SURROGATE.test(value)) {
    return { error: `The ${label} contains characters that cannot be stored; retype it.` };
  }
  return { value };
}

/** An absolute https URL with a host and no credentials; the error to show otherwise. */
export function linkProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter the public access link as a full address starting with https://';
  }
  if (url.protocol !== 'https:') return 'The public access link must start with https://';
  if (!url.hostname || !value.toLowerCase().startsWith('https://')) {
    return 'Enter the public access link as a full address starting with https://';
  }
  if (url.username || url.password) return 'Remove the user name or password from the link.';
  return undefined;
}

/**
 * Checks a submission as it arrives (JSON, or a form post already turned into the same shape by `fromForm`).
 * Unknown keys are ignored; the honeypot is checked separately (`isSpam`). `choices` are the benchmarks on offer
 * (`benchmarkChoices`); the chosen ones are kept in their order.
 */
export function validateSubmission(input: unknown, choices: readonly BenchmarkChoice[]): SubmissionResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, errors: { agentName: 'The submission must be a JSON object of its fields.' } };
  }
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(input));
  const errors: SubmissionErrors = {};
  const out: Partial<Submission> = {};

  const texts: Array<[keyof typeof LIMITS, string, boolean, boolean]> = [
    ['agentName', 'agent or model name', true, false],
    ['organisation', 'organisation', true, false],
    ['contactName', 'contact name', true, false],
    ['email', 'e-mail address', true, false],
    ['accessLink', 'public access link', true, false],
    ['accessNotes', 'access instructions', false, true],
  ];
  for (const [field, label, required, multiline] of texts) {
    const check = text(body[field], label, LIMITS[field], { required, multiline });
    if ('error' in check) errors[field] = check.error;
    else out[field] = check.value;
  }

  if (out.email !== undefined && !EMAIL.test(out.email)) {
    errors.email = 'Enter an e-mail address like name@example.org';
    delete out.email;
  }
  if (out.accessLink !== undefined) {
    const problem = linkProblem(out.accessLink);
    if (problem) {
      errors.accessLink = problem;
      delete out.accessLink;
    }
  }

  const benchmarks = body.benchmarks;
  if (!Array.isArray(benchmarks) || benchmarks.length === 0) {
    errors.benchmarks = 'Choose at least one benchmark.';
  } else if (benchmarks.length > choices.length || !benchmarks.every((b) => choices.some(({ id }) => id === b))) {
    errors.benchmarks = `Choose benchmarks from: ${choices.map(({ label }) => label).join(', ')}.`;
  } else {
    out.benchmarks = choices.map(({ id }) => id).filter((id) => benchmarks.includes(id));
  }

  if (body.consent !== true) errors.consent = 'Agree to be contacted about this submission.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      agentName: out.agentName ?? '',
      organisation: out.organisation ?? '',
      contactName: out.contactName ?? '',
      email: out.email ?? '',
      accessLink: out.accessLink ?? '',
      benchmarks: out.benchmarks ?? [],
      accessNotes: out.accessNotes ?? '',
      consent: true,
    },
  };
}

/** A filled-in honeypot: a person never sees that field. */
export function isSpam(input: unknown): boolean {
  if (input === null || typeof input !== 'object') return false;
  const value: unknown = Reflect.get(input, HONEYPOT_FIELD);
  return value !== undefined && value !== null && value !== '';
}

/** A plain form post's fields (strings, or lists of strings for repeated names) in the shape validateSubmission reads. */
export function fromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const shaped: Record<string, unknown> = {};
  for (const key of [...SUBMISSION_FIELDS, HONEYPOT_FIELD]) {
    if (key === 'benchmarks' || key === 'consent') continue;
    if (fields[key] !== undefined) shaped[key] = one(fields[key]);
  }
  const benchmarks = fields.benchmarks;
  shaped.benchmarks = benchmarks === undefined ? [] : Array.isArray(benchmarks) ? benchmarks : [benchmarks];
  const consent = one(fields.consent);
  shaped.consent = consent === 'on' || consent === 'true' || consent === 'yes';
  return shaped;
}
