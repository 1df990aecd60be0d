import type { Locale } from "@/i18n/locales";

/** Home's counts, from the data /agents and the boards' pages show (build-time/home-counts.ts computes them). */
export type HomeCounts = {
  /** The agents and models of /agents. */
  agents: number;
  companies: number;
  /** The tasks of every live board's current edition; null when one does not publish its count. */
  tasks: number | null;
  /** The live boards. */
  boards: number;
};

export type HeroFacts = HomeCounts & {
  /** "October 2025" ("2025年10月" in Chinese): the newest edition of any board, from its id (yyyy.MM). */
  updated: string | null;
  /** "2506.13651", from the preprint's address. */
  arxivId: string | null;
};

/** The first day (UTC) of the month an edition id such as "2025.10" names, or null for an id that is not one. */
function editionDate(edition: string): number | null {
  const match = /^(\d{4})\.(\d{2})$/.exec(edition);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return null;
  return Date.UTC(Number(match[1]), month - 1, 1);
}

// One formatter per language: making an Intl.DateTimeFormat is slow (on Home it was most of the content's
// first render, one per edition id of every board, with a 4x-throttled CPU: issue 13).
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
function monthFormat(locale: Locale): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    monthFormats.set(locale, format);
  }
  return format;
}

/** The month an edition id such as "2025.10" names ("October 2025", "2025年10月"), or null for an id that is not one. */
export function editionMonth(
  edition: string,
  locale: Locale = "en",
): string | null {
  const date = editionDate(edition);
  return date === null ? null : monthFormat(locale).format(date);
}

/** The month of the newest of these edition ids ("October 2025"), or null when none names a month. */
export function newestEditionMonth(
  editions: readonly string[],
  locale: Locale = "en",
): string | null {
  const newest = [...editions]
    .filter((edition) => editionDate(edition) !== null)
    .sort()
    .at(-1);
  return newest ? editionMonth(newest, locale) : null;
}

/** Counts and provenance for Home's hero, all from the published boards. */
export function heroFacts({
  editions,
  counts,
  preprintUrl,
  locale = "en",
  updated,
}: {
  /** Every board's edition ids. */
  editions: readonly string[];
  counts: HomeCounts;
  preprintUrl: string;
  /** The language the month is named in. */
  locale?: Locale;
  /** The newest edition's month when the caller has it already (Home's, from the prerender): not computed again. */
  updated?: string | null;
}): HeroFacts {
  return {
    ...counts,
    updated:
      updated === undefined ? newestEditionMonth(editions, locale) : updated,
    arxivId: /arxiv\.org\/(?:abs|pdf)\/([\d.]+)/.exec(preprintUrl)?.[1] ?? null,
  };
}
