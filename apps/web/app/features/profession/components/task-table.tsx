import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useT, type Translate } from "@/i18n/i18n";
import { formatText } from "@/lib/format";

export type TaskRow = {
  category: string;
  taskType: string;
  specificContent?: string | null;
  realizable: string;
  testable: string;
  included: string | null;
};

/** The task-selection table of an evaluation card; 'Specific Content' only where the board has it. */
/** The paper's Y/N in the same words as the other two flags (issue 17: not "Yes/No" beside "Y/N"). */
export function includedText(flag: string | null, t?: Translate): string {
  if (flag === "Y") return t ? t("leaderboard.yes") : "Yes";
  if (flag === "N") return t ? t("leaderboard.no") : "No";
  return formatText(flag);
}

/** The paper's Yes/No of the other two flags in the page's language (English: as published). */
const flagText = (flag: string, t: Translate) =>
  flag === "Yes"
    ? t("leaderboard.yes")
    : flag === "No"
      ? t("leaderboard.no")
      : flag;

export function TaskTable({
  label,
  rows,
  withSpecificContent = false,
}: {
  label: string;
  rows: readonly TaskRow[];
  withSpecificContent?: boolean;
}) {
  const t = useT();
  const headers = [
    t("profession.colEvaluationCategory"),
    t("profession.colTaskType"),
    ...(withSpecificContent ? [t("profession.colSpecificContent")] : []),
    t("profession.colRealizable"),
    t("profession.colTestable"),
    t("profession.colIncluded"),
  ];
  return (
    <Table label={label}>
      <TableCaption>{t("profession.taskCaption")}</TableCaption>
      <TableColumnHeaders columns={headers} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.category}-${row.taskType}`}>
            <TableCell>{row.category}</TableCell>
            <TableHead scope="row" weight="medium">
              {row.taskType}
            </TableHead>
            {withSpecificContent && (
              <TableCell>{formatText(row.specificContent)}</TableCell>
            )}
            <TableCell>{flagText(row.realizable, t)}</TableCell>
            <TableCell>{flagText(row.testable, t)}</TableCell>
            <TableCell>{includedText(row.included, t)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
