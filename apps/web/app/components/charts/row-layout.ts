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

/**
 * The side-label layout, for a container at least `from` px wide: each label sits left of its lane on one
 * line, so a lane needs 24 px instead of 36. The number is repeated in ChartFigure's placeholder class
 * (`@min-[640px]:`), which reserves this height before the drawing's code loads.
 */
export const ROW_CHART_COMPACT = {
  from: 640,
  top: 8,
  groupHeader: 22,
  row: 24,
  axis: 44,
  laneOffset: 12,
  /** The widest label column, as a share of the width at `from`: labels longer than that keep the stacked layout. */
  maxLabelShare: 0.4,
} as const;

// About the advance of a 12 px system-ui character (digits and capitals included), plus a gap.
const CHAR_PX = 6.8;
const LABEL_GAP = 16;

/** The width in px of a side-label column that holds every label in full (an estimate, never less). */
export function labelColumnWidth(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.ceil(longest * CHAR_PX) + LABEL_GAP;
}

/** Whether these labels fit the side-label column at the compact layout's smallest width. */
export function fitsSideLabels(labels: readonly string[]): boolean {
  return (
    labelColumnWidth(labels) <=
    ROW_CHART_COMPACT.from * ROW_CHART_COMPACT.maxLabelShare
  );
}

export type RowGroupShape = { rows: readonly unknown[]; label?: string };

const spacing = (compact: boolean) => (compact ? ROW_CHART_COMPACT : ROW_CHART);

export type RowPosition = { groupIndex: number; rowIndex: number; y: number };

/** Height in px of a row chart: its groups' headers and lanes, plus the x axis. */
export function rowChartHeight(
  groups: readonly RowGroupShape[],
  compact = false,
): number {
  const size = spacing(compact);
  return (
    size.top +
    groups.reduce(
      (sum, group) =>
        sum +
        (group.label ? size.groupHeader : 0) +
        group.rows.length * size.row,
      0,
    ) +
    size.axis
  );
}

/** The top y of each group header (if any) and of each row, in drawing order. */
export function rowChartLayout(
  groups: readonly RowGroupShape[],
  compact = false,
): {
  headers: { groupIndex: number; y: number }[];
  rows: RowPosition[];
  plotBottom: number;
} {
  const size = spacing(compact);
  const headers: { groupIndex: number; y: number }[] = [];
  const rows: RowPosition[] = [];
  let y = size.top;
  groups.forEach((group, groupIndex) => {
    if (group.label) {
      headers.push({ groupIndex, y });
      y += size.groupHeader;
    }
    group.rows.forEach((_, rowIndex) => {
      rows.push({ groupIndex, rowIndex, y });
      y += size.row;
    });
  });
  return { headers, rows, plotBottom: y };
}
