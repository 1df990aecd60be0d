import {
  editionMovement,
  movementSummary,
} from "../../app/lib/data-api/movement";
import type { BoardEdition } from "./boards";
import { escapeXml } from "./xml-text";

// Build-time generator of /feed.xml, an Atom 1.0 feed with one entry per published board edition: its board and
// edition, when it was released, a link to its page, and what moved against the edition before it. Emitted by the
// data-api plugin in vite.config.ts. Never imported by the pages.

export const FEED_PATH = "/feed.xml";
const EDITION_ID = /^\d{4}\.\d{2}$/;

const timestamp = (date: string) => `${date}T00:00:00Z`;
const count = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

function summary(edition: BoardEdition, previous: BoardEdition | undefined) {
  const first = edition.rows.filter((row) => row.rank === 1);
  const leaders = first
    .map((row) => `${row.name} (${row.headline})`)
    .join(", ");
  const parts = [
    `${count(edition.rows.length, "entry", "entries")}.`,
    leaders ? `Ranked first: ${leaders}.` : "",
    previous
      ? movementSummary(editionMovement(previous, edition))
      : "The first edition of this board on the site.",
  ];
  return parts.filter(Boolean).join(" ");
}

export type FeedOptions = {
  product: string;
  email: string;
  /** The site's public origin (VITE_SITE_URL); without it, links are relative to the feed's own address. */
  siteUrl?: string;
};

/** One published edition as the feed lists it. */
export type FeedEdition = {
  edition: BoardEdition;
  /** The same board's edition before it, if any. */
  previous: BoardEdition | undefined;
  /** When the edition was released if a source dates it, else when its figures were read for this site. */
  updated: string;
};

/**
 * The feed's editions: every published board edition (year.month ids), newest edition first, then by board.
 * /feed.xml and the News page (routes/news.tsx) both list these.
 */
export function feedEditions(boards: readonly BoardEdition[]): FeedEdition[] {
  const editions = boards.filter((board) => EDITION_ID.test(board.edition));
  return editions
    .map((edition) => {
      const previous = editions
        .filter(
          (other) =>
            other.board === edition.board && other.edition < edition.edition,
        )
        .sort((a, b) => b.edition.localeCompare(a.edition))[0];
      const updated = timestamp(
        edition.provenance.released ?? edition.provenance.retrieved,
      );
      return { edition, previous, updated };
    })
    .sort(
      (a, b) =>
        b.edition.edition.localeCompare(a.edition.edition) ||
        a.edition.board.localeCompare(b.edition.board),
    );
}

export function buildFeed(
  boards: readonly BoardEdition[],
  options: FeedOptions,
): string {
  const href = (path: string) =>
    options.siteUrl ? new URL(path, options.siteUrl).href : path;
  const entries = feedEditions(boards);
  const feedUpdated =
    entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1) ?? timestamp("2025-01-01");

  const xmlEntries = entries.map(({ edition, previous, updated }) => {
    const title = `${edition.title} ${edition.edition}`;
    const released = edition.provenance.released;
    return [
      "  <entry>",
      `    <id>tag:xbench.org,2025:edition/${edition.board}/${edition.edition}</id>`,
      `    <title>${escapeXml(title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(href(edition.page))}"/>`,
      released ? `    <published>${timestamp(released)}</published>` : "",
      `    <updated>${updated}</updated>`,
      `    <category term="${escapeXml(edition.board)}" label="${escapeXml(edition.title)}"/>`,
      `    <summary>${escapeXml(summary(edition, previous))}</summary>`,
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n");
  });

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>tag:xbench.org,2025:editions</id>`,
    `  <title>${escapeXml(options.product)} leaderboard editions</title>`,
    `  <subtitle>Every published edition of every ${escapeXml(options.product)} board, with what moved.</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(href(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(href("/"))}"/>`,
    `  <updated>${feedUpdated}</updated>`,
    `  <author><name>${escapeXml(options.product)} team</name><email>${escapeXml(options.email)}</email></author>`,
    ...xmlEntries,
    "</feed>",
    "",
  ].join("\n");
}
