import type { Locale } from "@/i18n/locales";

export const MISSING = "-";

export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score)
    ? score.toFixed(1)
    : MISSING;
}

/**
 * A number as published: at least one decimal (49.7, 13.0), and every decimal the source gives (8.45 stays 8.45,
 * never rounded to 8.4 or 8.5); '-' when missing. For board fields, whose values are copied as published.
 */
export function formatPublished(value: number | null | undefined): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return MISSING;
  const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
  // At most 6 decimals (0.1 + 0.2 prints 0.3, not 0.30000000000000004), never fewer than one.
  return value
    .toFixed(Math.min(Math.max(decimals, 1), 6))
    .replace(/(\.\d)0+$/, "$1")
    .replace(/(\.\d*[1-9])0+$/, "$1");
}

/**
 * A published value with its ± where one is published ('52.5 ± 2.5'), a text value as published, '-' where none is:
 * one string, so a table cell holds one text node.
 */
export function formatWithSpread(
  value: number | string | null | undefined,
  std?: number | null,
): string {
  if (value === null || value === undefined) return MISSING;
  const shown = typeof value === "number" ? formatPublished(value) : value;
  return typeof std === "number" ? `${shown} ± ${formatPublished(std)}` : shown;
}

/**
 * A whole count as both of the site's languages write it ("1,234": English and Chinese group by threes with
 * a comma), without an Intl.NumberFormat: its first construction in a page is 15-27 ms of CPU (x4 on
 * Lighthouse's phone), for a few counts. Anything but a whole, non-negative count goes to Intl.
 */
export function formatCount(count: number, locale: Locale): string {
  if (!Number.isSafeInteger(count) || count < 0) {
    return new Intl.NumberFormat(locale).format(count);
  }
  return String(count).replace(/\B(?=(\d{3})+$)/g, ",");
}

export function formatPricing(
  input: number | null | undefined,
  output: number | null | undefined,
): string {
  const known = (value: number | null | undefined): value is number =>
    typeof value === "number" && Number.isFinite(value);
  return known(input) && known(output) ? `${input}/${output}` : MISSING;
}

export function formatText(value: string | number | null | undefined): string {
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : MISSING;
  return value && value.trim() !== "" ? value : MISSING;
}

export type Medal = "gold" | "silver" | "bronze";

export function medalForRank(rank: number): Medal | undefined {
  return (["gold", "silver", "bronze"] as const)[rank - 1];
}

export const CHAT_TITLE_LIMIT = 25;
export const CHAT_TITLE_KEEP = 22;

export function cutChatTitle(text: string): string {
  return text.length > CHAT_TITLE_LIMIT
    ? `${text.slice(0, CHAT_TITLE_KEEP)}...`
    : text;
}

/** "+5.5", "-1.2", "0.0": a change in the value's own decimals, signed. */
export function signed(delta: number): string {
  const text = String(Math.abs(delta));
  const shown = text.includes(".") ? text : `${text}.0`;
  return delta > 0 ? `+${shown}` : delta < 0 ? `−${shown}` : shown;
}
