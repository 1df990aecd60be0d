import type { Namespace } from "@/i18n/namespaces";

/** The messages a generic board's page shows: its route's loader gives them. */
export const boardNamespaces: readonly Namespace[] = [
  "board",
  "benchmark",
  "leaderboard",
  "charts",
  "dates",
];
