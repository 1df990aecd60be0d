// The vertical layout of a row chart (one labelled lane per entry, lanes grouped under headers). Pure and
// free of d3, so the page can reserve the chart's exact height before the chart's chunk loads.

export const ROW_CHART = {
  top: 8,
  groupHeader: 24,
  row: 36,
  axis: 44,
  /** Where a lane's marks sit below the top of its row; the label sits above them. */
  laneOffset: 26,
  labelOffset: 13,
} as const;

export type RowGroupShape = { rows: readonly unknown[]; label?: string };

export type RowPosition = { groupIndex: number; rowIndex: number; y: number };

/** Height in px of a row chart: its groups' headers and lanes, plus the x axis. */
export function rowChartHeight(groups: readonly RowGroupShape[]): number {
  return (
    ROW_CHART.top +
    groups.reduce(
      (sum, group) =>
        sum +
        (group.label ? ROW_CHART.groupHeader : 0) +
        group.rows.length * ROW_CHART.row,
      0,
    ) +
    ROW_CHART.axis
  );
}

/** The top y of each group header (if any) and of each row, in drawing order. */
export function rowChartLayout(groups: readonly RowGroupShape[]): {
  headers: { groupIndex: number; y: number }[];
  rows: RowPosition[];
  plotBottom: number;
} {
  const headers: { groupIndex: number; y: number }[] = [];
  const rows: RowPosition[] = [];
  let y = ROW_CHART.top;
  groups.forEach((group, groupIndex) => {
    if (group.label) {
      headers.push({ groupIndex, y });
      y += ROW_CHART.groupHeader;
    }
    group.rows.forEach((_, rowIndex) => {
      rows.push({ groupIndex, rowIndex, y });
      y += ROW_CHART.row;
    });
  });
  return { headers, rows, plotBottom: y };
}
