import { benchmarkNames } from "../../config/benchmark-names";

// Where the static data API and the badges live in the built site (see docs/data-api.md). Pure, so
// the pages' badge picker and the build-time generator agree on every URL.

/** The major version of the data API: it changes only with a breaking change to the files' shape. */
export const API_VERSION = 1;

export const boardEditions = {
  deepsearch: ["2025.10", "2025.05"],
  recruiting: ["2025.06"],
  marketing: ["2025.06"],
  scienceqa: ["latest"],
} as const;

export type BoardId = keyof typeof boardEditions;

/** Each board's name on the site, as badges and the index show it. */
export const boardTitles: Record<BoardId, string> = {
  deepsearch: benchmarkNames.deepSearch,
  recruiting: benchmarkNames.recruiting,
  marketing: benchmarkNames.marketing,
  scienceqa: benchmarkNames.scienceQa,
};
export type Edition<B extends BoardId = BoardId> =
  (typeof boardEditions)[B][number];

export const dataIndexPath = "/data/index.json";

export function boardFilePath(board: BoardId, edition: string): string {
  return `/data/${board}/${edition}.json`;
}

export const schemaPaths = {
  index: `/data/schema/v${API_VERSION}/index.json`,
  board: (board: BoardId, edition: string) =>
    `/data/schema/v${API_VERSION}/${board}/${edition}.json`,
} as const;

export function badgeFolder(board: BoardId, edition: string): string {
  return `/badge/${board}/${edition}/`;
}

export function badgePath(
  board: BoardId,
  edition: string,
  slug: string,
): string {
  return `${badgeFolder(board, edition)}${slug}.svg`;
}
