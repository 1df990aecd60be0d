export type CsvValue = string | number | boolean | null | undefined;

// Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection); a leading
// apostrophe keeps such text as text. Numbers are written as numbers and never prefixed.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then one line per row, CRLF line ends, no trailing line break. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  return [header, ...rows]
    .map((fields) => fields.map(csvField).join(","))
    .join("\r\n");
}
