import type { Namespace } from "@/i18n/namespaces";

/** The messages a generic board's page shows: its route's loader gives them. */
export const boardNamespaces: readonly Namespace[] = [
  "board",
  "benchmark",
  "leaderboard",
  "charts",
  "dates",
  // The progress table's gap, change and leaders (components/benchmark/frontier-cells.tsx), shared with /agi.
  "frontier",
];
