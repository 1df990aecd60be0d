import type { Namespace } from "@/i18n/namespaces";

/** The messages the DeepSearch pages show (the board's and each edition's): their routes' loaders give them. */
export const deepSearchNamespaces: readonly Namespace[] = [
  "deepsearch",
  "benchmark",
  "leaderboard",
  "charts",
];
