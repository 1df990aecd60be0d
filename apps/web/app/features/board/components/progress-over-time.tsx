import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useLocale, useT, type Translate } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import type { Locale } from "@/i18n/locales";
import type {
  FrontierBoard,
  FrontierEdition,
} from "@/lib/data-api/frontier-types";
import { evaluatedText } from "@/lib/edition-dates";
import { MISSING, signed } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";

// Progress over time (issue 36 item 6): a board's best published value per edition by date, the gap to its
// human reference where one is published and the change since the edition before, from the computation of
// /data/frontier.json (build-time/data-api/frontier.ts), so the page and the file never disagree. A table in the
// prerendered HTML: it reads without JavaScript.

function GapText({
  edition,
  t,
  locale,
}: {
  edition: FrontierEdition;
  t: Translate;
  locale: Locale;
}) {
  const gaps = edition.reference.filter((reference) => reference.gap !== null);
  if (gaps.length === 0) return MISSING;
  return gaps
    .map((reference) =>
      t("board.progressGapValue", {
        gap: String(reference.gap),
        name: referenceNameIn(reference.name, locale),
        value: reference.text,
      }),
    )
    .join("; ");
}

function ChangeText({
  edition,
  t,
}: {
  edition: FrontierEdition;
  t: Translate;
}) {
  const { change, frontier } = edition;
  if (!change || !frontier) return MISSING;
  return change.delta !== null
    ? t("board.progressChangeDelta", {
        delta: signed(change.delta),
        edition: change.since,
      })
    : t("board.progressChangeBands", {
        from: change.from,
        to: frontier.text,
        edition: change.since,
      });
}

export function ProgressOverTime({ frontier }: { frontier: FrontierBoard }) {
  const t = useT();
  const locale = useLocale();
  const field =
    locale === "zh-CN" ? frontier.headline.labelZh : frontier.headline.label;
  const withReference = frontier.editions.some(
    (edition) => edition.reference.length > 0,
  );
  return (
    <div className="mb-8">
      <h3 className="mb-2 text-lg font-semibold">{t("board.progressTitle")}</h3>
      <p className="mb-4 max-w-3xl text-muted-foreground">
        {t("board.progressIntro", { field })}
      </p>
      <Table label={t("board.progressTitle")}>
        <TableCaption>
          {t("board.progressCaption", { title: frontier.title, field })}
        </TableCaption>
        <TableColumnHeaders
          columns={[
            t("board.progressEdition"),
            t("board.progressDate"),
            t("board.progressBest"),
            ...(withReference ? [t("board.progressGap")] : []),
            t("board.progressChange"),
          ]}
        />
        <TableBody>
          {frontier.editions.map((edition) => (
            <TableRow key={edition.edition}>
              <TableHead scope="row" weight="medium">
                <Link
                  to={`${frontier.route}/${edition.edition}`}
                  className="text-primary underline underline-offset-4"
                >
                  {edition.edition}
                </Link>
              </TableHead>
              <TableCell className="min-w-40">
                {/* The day its figures date from: its release, else its entries' evaluation months. */}
                {edition.released ??
                  (edition.evaluated
                    ? evaluatedText(edition.evaluated)
                    : edition.date) ??
                  MISSING}
              </TableCell>
              <TableCell className="min-w-44">
                {edition.frontier ? (
                  <>
                    <span className="font-semibold tabular-nums">
                      {edition.frontier.text}
                    </span>
                    <span className="block">
                      {edition.frontier.leaders.map((leader, index) => (
                        <span key={leader.name}>
                          {index > 0 ? t("board.progressSeparator") : null}
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
              {withReference ? (
                <TableCell className="min-w-40 tabular-nums">
                  <GapText edition={edition} t={t} locale={locale} />
                </TableCell>
              ) : null}
              <TableCell className="min-w-36 tabular-nums">
                <ChangeText edition={edition} t={t} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
