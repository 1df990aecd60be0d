import type { Locale } from "../app/i18n/locales";
import { dataApiBoards, type BoardEdition } from "./data-api/boards";
import { feedEditions } from "./data-api/feed";

/** One published edition as the News page lists it (its texts formatted in the page's language at build time). */
export type NewsItem = {
  board: string;
  edition: string;
  /** The edition's permanent page (English path: the site's Link localizes it). */
  page: string;
  /** The release date in the page's language, or null when no source dates the release. */
  released: string | null;
  entries: number;
  /** The entries ranked first, each with its published headline value ("ChatGPT-5-Pro (75+)"). */
  leaders: string[];
};

const dayFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * The News page's list: the editions of /feed.xml (one source, feedEditions), newest first, with when each was
 * released and who was ranked first.
 */
export function newsItemsOf(
  boards: readonly BoardEdition[],
  locale: Locale,
): NewsItem[] {
  const format = dayFormat(locale);
  return feedEditions(boards).map(({ edition }) => {
    const released = edition.provenance.released;
    return {
      board: edition.title,
      edition: edition.edition,
      page: edition.page,
      released: released
        ? format.format(new Date(`${released}T00:00:00Z`))
        : null,
      entries: edition.rows.length,
      leaders: edition.rows
        .filter((row) => row.rank === 1)
        .map((row) => `${row.name} (${row.headline})`),
    };
  });
}

/** The News page's list for the boards folder the build reads. */
export const newsItems = (locale: Locale) =>
  newsItemsOf(dataApiBoards(process.env.XBENCH_BOARDS_DIR), locale);
