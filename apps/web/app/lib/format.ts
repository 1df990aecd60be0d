import type { Locale } from "@/i18n/locales";

export const MISSING = "-";

export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score)
    ? score.toFixed(1)
    : MISSING;
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
