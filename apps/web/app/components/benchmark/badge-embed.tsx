import { Copy } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { Msg } from "@/i18n/msg";
import { badgeEntries, type BadgeEntry } from "@/lib/data-api/badge-entries";
import {
  boardFilePath,
  boardTitle,
  dataIndexPath,
  schemaPaths,
  type BoardId,
} from "@/lib/data-api/urls";
import { notify } from "@/lib/notify";

/** Markdown link text: brackets and backslashes would end or break it. */
function markdownText(text: string): string {
  return text.replace(/[\\[\]]/g, "\\$&");
}

export function badgeAlt(
  entry: BadgeEntry,
  board: BoardId,
  edition: string,
  title: string = boardTitle(board),
) {
  return `${entry.name} on ${title} ${edition}`;
}

/** `[![alt](badge)](page)` with absolute URLs against the page's origin. */
export function badgeMarkdown(
  entry: BadgeEntry,
  board: BoardId,
  edition: string,
  origin: string,
  pagePath: string,
  title: string = boardTitle(board),
): string {
  const badgeUrl = new URL(entry.badge, origin).href;
  const pageUrl = new URL(pagePath, origin).href;
  return `[![${markdownText(badgeAlt(entry, board, edition, title))}](${badgeUrl})](${pageUrl})`;
}

export type BadgeEmbedProps<Row extends { rank: number }> = {
  board: BoardId;
  /** The board's name as badges say it ("xbench-DeepSearch"); from its id where it has no definition (ScienceQA). */
  title?: string;
  edition: string;
  /** The board's rows in published order (the same list the badges are built from). */
  rows: readonly Row[];
  name: (row: Row) => string;
  /** Which entries to offer; all by default. */
  offer?: (entry: BadgeEntry) => boolean;
  /** Where the badge links to; the current page by default. */
  pagePath?: string;
  note?: string;
};

/** The entry picker, badge preview and "Copy badge Markdown" under a leaderboard, with the data API's links. */
export function BadgeEmbed<Row extends { rank: number }>({
  board,
  title = boardTitle(board),
  edition,
  rows,
  name,
  offer = () => true,
  pagePath,
  note,
}: BadgeEmbedProps<Row>) {
  const t = useT();
  const id = useId();
  const entries = badgeEntries(
    board,
    edition,
    rows.map((row) => ({ name: name(row), rank: row.rank })),
  ).filter(offer);
  const [slug, setSlug] = useState(entries[0]?.slug);
  const entry =
    entries.find((candidate) => candidate.slug === slug) ?? entries[0];

  async function copy() {
    if (!entry) return;
    const markdown = badgeMarkdown(
      entry,
      board,
      edition,
      window.location.origin,
      pagePath ?? window.location.pathname,
      title,
    );
    try {
      await navigator.clipboard.writeText(markdown);
      notify((toast) => toast.success(t("benchmark.badgeCopied")));
    } catch {
      const badgeUrl = new URL(entry.badge, window.location.origin).href;
      notify((toast) =>
        toast.error(t("benchmark.badgeCopyFailed", { url: badgeUrl })),
      );
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-lg border border-border p-4"
    >
      <h3 id={`${id}-heading`} className="mb-3 text-base font-semibold">
        {t("benchmark.embedBadge")}{" "}
        <span className="sr-only">{`(${title} ${edition})`}</span>
      </h3>
      {entry ? (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid min-w-0 gap-1.5">
              <label htmlFor={`${id}-entry`} className="text-sm font-medium">
                {t("benchmark.entry")}
              </label>
              <select
                id={`${id}-entry`}
                value={entry.slug}
                onChange={(event) => setSlug(event.target.value)}
                className="h-10 max-w-full rounded-md border border-border bg-background px-3 text-sm"
              >
                {entries.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="outline" size="sm" onClick={copy}>
              <Copy aria-hidden className="size-4" />
              {t("benchmark.copyBadge")}
            </Button>
          </div>
          <img
            src={entry.badge}
            alt={t("benchmark.badgeAlt", {
              name: entry.name,
              board: title,
              edition,
            })}
            height={20}
            // Far below the first screen: loaded as the reader nears it. Chromium builds an SVG image's
            // document on the page's main thread when it arrives (7-13 ms at x1 on the board pages).
            loading="lazy"
            // On a line of its own, 20 px high whether loaded or not: its width is only known once it has loaded, and
            // beside the button it moved the button (and wrapped it onto the next line) as the reader came near to
            // press it, so a press that spanned the load was lost (issue 38).
            className="mt-3 block h-5 w-auto max-w-full"
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("benchmark.noBadge")}
        </p>
      )}
      {note ? (
        <p className="mt-3 text-sm text-muted-foreground">{note}</p>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">
        <Msg
          id="benchmark.badgeDataApi"
          components={{
            0: (
              <a
                className="text-primary underline"
                href={boardFilePath(board, edition)}
              >
                {/* the message's text */}
                {null}
              </a>
            ),
            1: (
              <a
                className="text-primary underline"
                href={schemaPaths.board(board, edition)}
              >
                {/* the message's text */}
                {null}
              </a>
            ),
            2: (
              <a className="text-primary underline" href={dataIndexPath}>
                {/* the message's text */}
                {null}
              </a>
            ),
          }}
        />
      </p>
    </section>
  );
}
