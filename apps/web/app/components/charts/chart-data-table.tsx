import type { ReactNode } from "react";

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";

export type ChartTableRow = {
  key: string;
  /** The row's name: its header cell. */
  name: ReactNode;
  cells: readonly ReactNode[];
};

/** A chart's figures as a real table: the first column names the row, the others are its values. */
export function ChartDataTable({
  label,
  caption,
  columns,
  rows,
}: {
  label: string;
  caption?: ReactNode;
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}) {
  return (
    <Table label={label}>
      {caption && <TableCaption>{caption}</TableCaption>}
      {/* Headers wrap: a wide comparison fits its column at 1366 px instead of scrolling sideways. */}
      <TableColumnHeaders
        columns={columns}
        className="min-w-16"
        valign="bottom"
        wrap
      />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className="max-w-48" weight="medium" wrap>
              {row.name}
            </TableHead>
            {row.cells.map((cell, index) => (
              <TableCell key={index} className="tabular-nums">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
