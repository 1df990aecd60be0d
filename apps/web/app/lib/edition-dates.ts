// An edition's dates as every board page, edition page and the frontier say them: "Edition 2025.10 · evaluated
// 2025.08". The evaluation dates are the entries' own where published (one value, or the range they span); the
// release date otherwise; nothing when neither is published. Pure: the pages and the build share it.

/** How long a board may go without a new edition before its page says that no newer one has been published. */
export const STALE_AFTER_DAYS = 180;

export type EditionDates = {
  edition: string;
  /** The entries' published evaluation dates ("2025.08"): the earliest and the latest (equal for one value). */
  evaluated: { from: string; to: string } | null;
  /** When the publisher released the edition (yyyy-MM-dd), null when no source dates it. */
  released: string | null;
};

/** The dates of an edition from its release date and its entries' evaluation dates (nulls and blanks skipped). */
export function editionDates(
  edition: string,
  released: string | null | undefined,
  evaluationDates: readonly unknown[],
): EditionDates {
  const published = [
    ...new Set(
      evaluationDates.filter(
        (date): date is string =>
          typeof date === "string" && date.trim() !== "",
      ),
    ),
  ].sort();
  return {
    edition,
    evaluated:
      published.length > 0
        ? { from: published[0]!, to: published.at(-1)! }
        : null,
    released: released ?? null,
  };
}

/** "2025.08", or "2025.05–2025.08" for a range. */
export function evaluatedText(evaluated: { from: string; to: string }): string {
  return evaluated.from === evaluated.to
    ? evaluated.from
    : `${evaluated.from}–${evaluated.to}`;
}

/**
 * The day an edition's figures date from, for ordering editions in time and measuring a board's age: its release,
 * else the first day of its latest evaluation month, else the first day of its edition's month (`2025.10`).
 */
export function editionDay(dates: EditionDates): string | null {
  if (dates.released) return dates.released;
  const month = /^(\d{4})\.(\d{2})$/.exec(dates.evaluated?.to ?? dates.edition);
  return month ? `${month[1]}-${month[2]}-01` : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one yyyy-MM-dd date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * Whether a board's newest edition is more than 180 days older than `today` (the build's date): its page then says
 * that no newer edition has been published yet. An edition with no date is never called stale.
 */
export function isStale(newest: EditionDates, today: string): boolean {
  const day = editionDay(newest);
  return day !== null && daysBetween(day, today) > STALE_AFTER_DAYS;
}
