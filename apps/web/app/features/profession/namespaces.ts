import type { Namespace } from "@/i18n/namespaces";

/** The messages the Recruiting and Marketing boards show: their routes' loaders give them. */
export const professionBoardNamespaces: readonly Namespace[] = [
  "profession",
  "benchmark",
  "leaderboard",
  "charts",
];
