import { EditionDatesText } from "@/components/benchmark/edition-dates-line";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { capabilityMatrix } from "@/data/capabilities";
import { useLocale, useT, type Translate } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import type { Locale } from "@/i18n/locales";
import { MISSING, signed } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";

import { trackingRows, type TrackedBoard } from "../lib/tracking";

const columns = [
  "agi.trackCapability",
  "agi.trackBoard",
  "agi.trackFrontier",
  "agi.trackDate",
  "agi.trackGap",
  "agi.trackChange",
] as const;

function GapText({
  board,
  t,
  locale,
}: {
  board: TrackedBoard;
  t: Translate;
  locale: Locale;
}) {
  const references = board.latest.reference.filter(
    (reference) => reference.gap !== null,
  );
  if (references.length === 0) return MISSING;
  return references
    .map((reference) =>
      t("agi.trackGapValue", {
        gap: String(reference.gap),
        name: referenceNameIn(reference.name, locale),
        value: reference.text,
      }),
    )
    .join("; ");
}

function ChangeText({ board, t }: { board: TrackedBoard; t: Translate }) {
  const { change, frontier } = board.latest;
  if (!change || !frontier) return MISSING;
  return change.delta !== null
    ? t("agi.trackChangeDelta", {
        delta: signed(change.delta),
        edition: change.since,
      })
    : t("agi.trackChangeBands", {
        from: change.from,
        to: frontier.text,
        edition: change.since,
      });
}

/** Per live capability: its boards' current frontier, its date, the gap to the human reference and the change. */
export function TrackingPanel({ boards }: { boards: readonly TrackedBoard[] }) {
  const t = useT();
  const locale = useLocale();
  const rows = trackingRows(capabilityMatrix, boards);
  return (
    <Table label={t("agi.trackingTitle")}>
      <TableCaption>{t("agi.trackingCaption")}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} scope="col">
              {t(column)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ capability, board }) => {
          const { latest } = board;
          const dated =
            latest.released !== null ||
            latest.evaluated !== null ||
            latest.date !== null;
          return (
            <TableRow key={`${capability.id}-${board.board}`}>
              <TableCell className="whitespace-nowrap">
                {t(capability.nameKey)}
              </TableCell>
              <TableHead scope="row" weight="medium" wrap>
                <Link
                  to={board.route}
                  className="text-primary underline underline-offset-4"
                >
                  {board.title}
                </Link>
              </TableHead>
              <TableCell className="min-w-44">
                {latest.frontier ? (
                  <>
                    <span className="font-semibold tabular-nums">
                      {latest.frontier.text}
                    </span>{" "}
                    <span className="text-xs text-muted-foreground">
                      {locale === "zh-CN"
                        ? board.headline.labelZh
                        : board.headline.label}
                    </span>
                    <span className="block">
                      {latest.frontier.leaders.map((leader, index) => (
                        <span key={leader.name}>
                          {index > 0 ? t("agi.trackSeparator") : null}
                          <Link
                            to={leader.page}
                            className="text-primary underline underline-offset-4"
                          >
                            {leader.name}
                          </Link>
                        </span>
                      ))}
                    </span>
                  </>
                ) : (
                  MISSING
                )}
              </TableCell>
              <TableCell className="min-w-40">
                {dated ? <EditionDatesText dates={latest} /> : MISSING}
                {board.stale ? (
                  <span className="block text-xs text-muted-foreground">
                    {t("agi.trackStale")}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="min-w-40 tabular-nums">
                <GapText board={board} t={t} locale={locale} />
              </TableCell>
              <TableCell className="min-w-36 tabular-nums">
                <ChangeText board={board} t={t} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
