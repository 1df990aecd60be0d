import { compareText } from "./compare-text";

/** How a column's values are read for sorting. */
export type SortKind = "numeric" | "band" | "price" | "range" | "text";
export type SortDirection = "asc" | "desc";

/** A value as published: a number, a printed string ('75+', '~$0.085', '5-8 min'), or missing. */
export type RawValue = string | number | null | undefined;

type Key = number | readonly [number, number] | string;

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** '75+' -> 75: the lower bound of an accuracy band. */
export function parseBand(value: RawValue): number | null {
  if (typeof value === "number") return finite(value);
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)\s*\+?$/);
  return match ? Number(match[1]) : null;
}

/** '~$0.085' -> 0.085, 'Free' -> 0; '$1,200' -> 1200. */
export function parsePrice(value: RawValue): number | null {
  if (typeof value === "number") return finite(value);
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  if (text === "free") return 0;
  const match = text.replace(/,/g, "").match(/^[~≈]?\s*\$?\s*(\d+(?:\.\d+)?)$/);
  return match ? Number(match[1]) : null;
}

const minutesPer: Record<string, number> = {
  s: 1 / 60,
  sec: 1 / 60,
  secs: 1 / 60,
  second: 1 / 60,
  seconds: 1 / 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
};

/** '5-8 min' -> [5, 8] and '2-3min' -> [2, 3], in minutes; a single '5 min' -> [5, 5]; no unit means minutes. */
export function parseRange(value: RawValue): readonly [number, number] | null {
  if (typeof value === "number") {
    const number = finite(value);
    return number === null ? null : [number, number];
  }
  const match = value
    ?.trim()
    .toLowerCase()
    .match(/^~?\s*(\d+(?:\.\d+)?)\s*(?:[-–]\s*(\d+(?:\.\d+)?))?\s*([a-z]*)$/);
  if (!match) return null;
  const unit = match[3] ? minutesPer[match[3]] : 1;
  if (unit === undefined) return null;
  const low = Number(match[1]) * unit;
  const high = match[2] === undefined ? low : Number(match[2]) * unit;
  return [low, high];
}

/** The comparable key of a value, or null when it is missing or unreadable. */
export function sortKey(kind: SortKind, value: RawValue): Key | null {
  switch (kind) {
    case "numeric":
      if (typeof value === "number") return finite(value);
      return value && value.trim() !== "" && Number.isFinite(Number(value))
        ? Number(value)
        : null;
    case "band":
      return parseBand(value);
    case "price":
      return parsePrice(value);
    case "range":
      return parseRange(value);
    case "text": {
      const text = typeof value === "number" ? String(value) : value?.trim();
      return text ? text : null;
    }
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return compareText(a, b);
  if (typeof a !== "number" && typeof a !== "string") {
    if (typeof b !== "number" && typeof b !== "string")
      return a[0] - b[0] || a[1] - b[1];
  }
  return 0;
}

/** Compares two values of one kind; missing values come last in both directions. */
export function compareValues(
  kind: SortKind,
  a: RawValue,
  b: RawValue,
  direction: SortDirection,
): number {
  const keyA = sortKey(kind, a);
  const keyB = sortKey(kind, b);
  if (keyA === null || keyB === null) {
    if (keyA === keyB) return 0;
    return keyA === null ? 1 : -1;
  }
  const order = compareKeys(keyA, keyB);
  return direction === "asc" ? order : -order;
}

/** A stable sort: rows with equal values keep their given (published) order. */
export function sortRows<Row>(
  rows: readonly Row[],
  kind: SortKind,
  value: (row: Row) => RawValue,
  direction: SortDirection,
): Row[] {
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort(
      (a, b) =>
        compareValues(kind, a.value, b.value, direction) || a.index - b.index,
    )
    .map(({ row }) => row);
}
