import type { ReactNode } from "react";

import type { CsvValue } from "@/lib/csv";
import type { RawValue, SortKind } from "@/lib/sort";

import type { FacetKey } from "./table-state";

/** A value as it leaves the site in a download. */
export type ExportValue = string | number | null;

export type ExportField<Row> = {
  /** snake_case key: the CSV header and the JSON property. */
  key: string;
  header: string;
  unit?: string;
  description?: string;
  lowerIsBetter?: boolean;
  value: (row: Row) => ExportValue;
};

/** One column of a leaderboard, described as data (after HELM's column metadata). */
export type LeaderboardColumn<Row> = {
  /** snake_case id: the URL sort key and the export key. */
  id: string;
  header: string;
  /** The published value: what the column sorts by and exports. */
  value: (row: Row) => RawValue;
  /** How values compare; a column without one is not sortable. */
  sort?: SortKind;
  /** The cell's content; the published value (or '-') when absent. */
  cell?: (row: Row) => ReactNode;
  unit?: string;
  description?: string;
  lowerIsBetter?: boolean;
  /** Headline metric: bold. */
  primary?: boolean;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** Only in the downloads, not drawn (a subtype: the page shows it in the breakdown table instead). */
  downloadOnly?: boolean;
  /** What the column exports, when not its value under its id (e.g. a price pair as two fields); [] exports nothing. */
  exportFields?: readonly ExportField<Row>[];
};

export type Facet<Row> = {
  key: FacetKey;
  label: string;
  allLabel: string;
  value: (row: Row) => string | null;
  /** An option as shown, when not as published (the value in the URL stays as published). */
  optionLabel?: (option: string) => string;
};

function exportValue(value: RawValue): ExportValue {
  if (value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return value;
}

export function exportFieldsOf<Row>(
  columns: readonly LeaderboardColumn<Row>[],
): ExportField<Row>[] {
  return columns.flatMap(
    (column): readonly ExportField<Row>[] =>
      column.exportFields ?? [
        {
          key: column.id,
          header: column.header,
          unit: column.unit,
          description: column.description,
          lowerIsBetter: column.lowerIsBetter,
          value: (row) => exportValue(column.value(row)),
        },
      ],
  );
}

export type { CsvValue };
