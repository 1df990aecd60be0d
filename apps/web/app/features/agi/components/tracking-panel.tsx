import { EditionDatesText } from "@/components/benchmark/edition-dates-line";
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
import { capabilityMatrix } from "@/data/capabilities";
import { useLocale, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { MISSING } from "@/lib/format";

import { trackingRows, type TrackedBoard } from "../lib/tracking";

const columns = [
  "agi.trackCapability",
  "agi.trackBoard",
  "agi.trackFrontier",
  "agi.trackDate",
  "frontier.gapColumn",
  "frontier.changeColumn",
] as const;

/** Per live capability: its boards' current frontier, its date, the gap to the human reference and the change. */
export function TrackingPanel({ boards }: { boards: readonly TrackedBoard[] }) {
  const t = useT();
  const locale = useLocale();
  const rows = trackingRows(capabilityMatrix, boards);
  return (
    <Table label={t("agi.trackingTitle")}>
      <TableCaption>{t("agi.trackingCaption")}</TableCaption>
      <TableColumnHeaders columns={columns.map((column) => t(column))} />
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
                    <FrontierLeaders leaders={latest.frontier.leaders} />
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
                <FrontierGap edition={latest} />
              </TableCell>
              <TableCell className="min-w-36 tabular-nums">
                <FrontierChange edition={latest} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
