import {
  FrontierChange,
  FrontierGap,
  FrontierLeaders,
} from "@/components/benchmark/frontier-cells";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useLocale, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import type { FrontierBoard } from "@/lib/data-api/frontier-types";
import { evaluatedText } from "@/lib/edition-dates";
import { MISSING } from "@/lib/format";

// Progress over time (issue 36 item 6): a board's best published value per edition by date, the gap to its
// human reference where one is published and the change since the edition before, from the computation of
// /data/frontier.json (build-time/data-api/frontier.ts), so the page and the file never disagree. A table in the
// prerendered HTML: it reads without JavaScript.

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
            ...(withReference ? [t("frontier.gapColumn")] : []),
            t("frontier.changeColumn"),
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
                    <FrontierLeaders leaders={edition.frontier.leaders} />
                  </>
                ) : (
                  MISSING
                )}
              </TableCell>
              {withReference ? (
                <TableCell className="min-w-40 tabular-nums">
                  <FrontierGap edition={edition} />
                </TableCell>
              ) : null}
              <TableCell className="min-w-36 tabular-nums">
                <FrontierChange edition={edition} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
