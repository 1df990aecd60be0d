import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
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
export function includedText(flag: string | null): string {
  if (flag === "Y") return "Yes";
  if (flag === "N") return "No";
  return formatText(flag);
}

export function TaskTable({
  label,
  rows,
  withSpecificContent = false,
}: {
  label: string;
  rows: readonly TaskRow[];
  withSpecificContent?: boolean;
}) {
  const headers = [
    "Evaluation Category",
    "Task Type",
    ...(withSpecificContent ? ["Specific Content"] : []),
    "Realizable",
    "Testable",
    "Included",
  ];
  return (
    <Table label={label}>
      <TableCaption>
        Realizable: an agent can do the task today. Testable: its result can be
        checked. Included: Yes or No where the paper says so, &lsquo;-&rsquo;
        where it does not.
      </TableCaption>
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
            <TableCell>{row.realizable}</TableCell>
            <TableCell>{row.testable}</TableCell>
            <TableCell>{includedText(row.included)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
