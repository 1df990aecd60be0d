export const MISSING = "-";

export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score)
    ? score.toFixed(1)
    : MISSING;
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
