import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import type { BoardDefinition } from "@/data/board-registry";
import type { BoardTasks } from "@/data/schema";
import { contentText } from "@/i18n/content-text";
import { useLocale, useT, type Translate } from "@/i18n/i18n";
import { formatText } from "@/lib/format";

import { contentTitle } from "./content-title";

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
    t("sections.colEvaluationCategory"),
    t("sections.colTaskType"),
    ...(withSpecificContent ? [t("sections.colSpecificContent")] : []),
    t("sections.colRealizable"),
    t("sections.colTestable"),
    t("sections.colIncluded"),
  ];
  return (
    <Table label={label}>
      <TableCaption>{t("sections.taskCaption")}</TableCaption>
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

/**
 * The section "task-table": the tasks a board's figures come from (the board's `tasks` in the CMS), in the page's
 * language; a "Specific Content" column where the tasks carry one. Prerendered with the page (the route's loader
 * gives the tasks), so it is part of the page's HTML.
 */
export function BoardTaskTable({
  board,
  tasks,
}: {
  board: Pick<BoardDefinition, "title" | "titleZh">;
  tasks: BoardTasks;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <h3 className="mt-8 mb-3 text-lg font-semibold">
        {t("sections.taskSelection")}
      </h3>
      <TaskTable
        label={t("sections.taskLabel", { title: contentTitle(board, locale) })}
        withSpecificContent={tasks.rows.some(
          (row) => row.specific_content !== undefined,
        )}
        rows={tasks.rows.map((row) => ({
          category: contentText(locale, row.category, row.category_zh),
          taskType: contentText(locale, row.task_type, row.task_type_zh),
          specificContent: row.specific_content,
          realizable: row.realizable,
          testable: row.testable,
          included: row.included,
        }))}
      />
    </>
  );
}
