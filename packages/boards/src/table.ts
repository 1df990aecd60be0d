// A pasted table (from a spreadsheet or a paper) or a CSV file turned into an edition's entries: the rows read, the
// header matched to the board's fields, every row checked with the same rules as a save and a publish. Pure: the
// admin's "Paste a table" panel (apps/cms/src/admin/paste-table/) shows what these return.

import { KIND_EXPECTS, editionProblems, entryProblems, typedValue, type EntryLike, type FieldDefinition } from './rules.js';

export interface ParsedTable {
  header: string[];
  rows: string[][];
}

export type TableReading = ({ ok: true } & ParsedTable) | { ok: false; problem: string };

/** Splits one line of comma-separated text, with "quoted" cells that may hold commas and "" for a quote. */
function csvCells(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

/**
 * Reads pasted rows: tab-separated when the header line has a tab (a spreadsheet's copy), else comma-separated (a CSV
 * file). The first non-empty line is the header. A row with another number of cells than the header is refused,
 * naming the row, since its values could land in the wrong fields.
 */
export function readTable(text: string): TableReading {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 2) return { ok: false, problem: 'Paste a header line (the column names) and at least one row under it.' };
  const tabbed = lines[0]!.includes('\t');
  const split = (line: string) => (tabbed ? line.split('\t') : csvCells(line));
  const header = split(lines[0]!);
  if (!header || header.length < 2) {
    return { ok: false, problem: 'The header has one column: separate the columns with tabs (copied from a spreadsheet) or commas (CSV).' };
  }
  const rows: string[][] = [];
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = split(line);
    if (!cells) return { ok: false, problem: `Row ${index + 1}: a quote (") is opened and not closed.` };
    if (cells.length !== header.length) {
      return { ok: false, problem: `Row ${index + 1}: ${cells.length} cell${cells.length === 1 ? '' : 's'} where the header has ${header.length} columns; check the separators in that row.` };
    }
    rows.push(cells.map((cell) => cell.trim()));
  }
  return { ok: true, header: header.map((name) => name.trim()), rows };
}

/** The entry's own columns a table can fill, besides the board's fields. */
export const ENTRY_COLUMNS = {
  rank: 'Rank',
  name: 'Name',
  company: 'Company',
  mode: 'Mode',
  link: 'Link',
  evaluationDate: 'Evaluated on',
  reference: 'Reference row',
  source: 'Source of this row',
} as const;
export type EntryColumn = keyof typeof ENTRY_COLUMNS;

/** Where a column goes: an entry's own attribute, a board field's value, or nowhere. */
export type ColumnTarget = { to: 'entry'; name: EntryColumn } | { to: 'value'; key: string } | { to: 'ignore' };

/** Other headers that name an entry column, as papers and spreadsheets write them. */
const ENTRY_SYNONYMS: Record<string, EntryColumn> = {
  '#': 'rank',
  model: 'name',
  agent: 'name',
  'agent name': 'name',
  'model name': 'name',
  product: 'name',
  organisation: 'company',
  organization: 'company',
  lab: 'company',
  developer: 'company',
  url: 'link',
  date: 'evaluationDate',
  'evaluation date': 'evaluationDate',
  evaluated: 'evaluationDate',
};

const normal = (text: string) => text.toLowerCase().replace(/\(.*?\)/g, '').replace(/[_\s-]+/g, ' ').trim();

/**
 * Each header's target: a board field whose key or label it names (units in brackets ignored), else an entry column
 * by name or a common synonym (Model, Agent, Organisation, #), else ignored. Each target is taken once.
 */
export function matchColumns(header: readonly string[], fields: readonly FieldDefinition[]): ColumnTarget[] {
  const taken = new Set<string>();
  return header.map((name) => {
    const wanted = normal(name);
    const field = fields.find((candidate) => !taken.has(`value:${candidate.key}`) && (normal(candidate.key) === wanted || normal(candidate.label ?? '') === wanted));
    if (field) {
      taken.add(`value:${field.key}`);
      return { to: 'value', key: field.key };
    }
    const column =
      // cast: Object.keys types the keys of the fixed ENTRY_COLUMNS object as plain strings
      (Object.keys(ENTRY_COLUMNS) as EntryColumn[]).find((candidate) => normal(candidate) === wanted || normal(ENTRY_COLUMNS[candidate]) === wanted) ?? ENTRY_SYNONYMS[wanted];
    if (column && !taken.has(`entry:${column}`)) {
      taken.add(`entry:${column}`);
      return { to: 'entry', name: column };
    }
    return { to: 'ignore' };
  });
}

/** One problem of one pasted row, naming the field as the editor sees it. */
export interface RowProblem {
  /** 1 for the first row under the header. */
  row: number;
  /** The field's label (or the entry column's), or null for the row as a whole. */
  field: string | null;
  message: string;
}

/** An entry column's cell as stored: a whole number for the rank, true/false for a reference row, else the text. */
function entryCell(name: EntryColumn, text: string): unknown {
  if (text === '') return undefined;
  if (name === 'rank') return /^\d+$/.test(text) ? Number(text) : text;
  if (name === 'reference') return /^(true|yes|y|1|x)$/i.test(text) ? true : /^(false|no|n|0)$/i.test(text) ? false : text;
  return text;
}

/**
 * The rows as entries, and every problem each would meet on save and on publish (value kinds, names, ranks,
 * companies, required fields, the same name twice, also against the edition's existing entries), each naming the
 * row and the field: `Row 3, Overall: a score from 0 to 100, like 49.7; got 49,7 (write a decimal point, not a comma)`.
 */
export function tableEntries(
  rows: readonly string[][],
  targets: readonly ColumnTarget[],
  fields: readonly FieldDefinition[],
  existing: readonly EntryLike[] = [],
): { entries: EntryLike[]; problems: RowProblem[] } {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const entries = rows.map((cells) => {
    const entry: Record<string, unknown> = {};
    const values: Record<string, unknown> = {};
    targets.forEach((target, index) => {
      const text = cells[index] ?? '';
      if (target.to === 'entry') {
        const value = entryCell(target.name, text);
        if (value !== undefined) entry[target.name] = value;
      } else if (target.to === 'value') {
        const field = byKey.get(target.key);
        const value = field ? typedValue(field.kind, text) : undefined;
        if (value !== undefined) values[target.key] = value;
      }
    });
    // cast: the entry's columns were set above only from ENTRY_COLUMNS' names, with values typed by entryCell
    return { ...entry, values } as EntryLike;
  });

  const all = [...existing, ...entries];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const message of [...entryProblems(fields, all, 'this board'), ...editionProblems({ sources: ['pasted'], entries: all }, fields)]) {
    const index = Number(/^entries\[(\d+)\]/.exec(message)?.[1] ?? -1);
    const row = index - existing.length + 1;
    if (index < 0 || row < 1) continue;
    const name = all[index]?.name;
    const prefix = `entries[${index}]${typeof name === 'string' && name ? ` (${name})` : ''}`;
    const rest = /^(?:\.([a-zA-Z]+)(?:\.([a-z0-9_]+))?)?: ([\s\S]*)$/.exec(message.slice(prefix.length));
    if (!rest) continue;
    const [attribute, key, text] = [rest[1], rest[2], rest[3]!];
    // cast: an attribute named in a refusal is one of ENTRY_COLUMNS' names, or left as written when not
    const field = attribute === 'values' && key ? (byKey.get(key)?.label ?? key) : attribute ? (ENTRY_COLUMNS[attribute as EntryColumn] ?? attribute) : null;
    const id = `${row}\u0000${field}\u0000${text}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ row, field, message: text });
  }
  problems.sort((a, b) => a.row - b.row);
  return { entries, problems };
}

/** A row problem as one line: `Row 3 (GPT-5.2), Overall: a score from 0 to 100, like 49.7; got 49,7`. */
export function rowProblemText(problem: RowProblem, entries: readonly EntryLike[]): string {
  const name = entries[problem.row - 1]?.name;
  const row = `Row ${problem.row}${typeof name === 'string' && name ? ` (${name})` : ''}`;
  return `${row}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`;
}

/** What each target expects, for the mapping's choices: `Overall (a score from 0 to 100, like 49.7)`. */
export function targetDescription(target: ColumnTarget, fields: readonly FieldDefinition[]): string {
  if (target.to === 'ignore') return 'Not imported';
  if (target.to === 'entry') return ENTRY_COLUMNS[target.name];
  const field = fields.find((candidate) => candidate.key === target.key);
  return field ? `${field.label ?? field.key} (${KIND_EXPECTS[field.kind]})` : target.key;
}
