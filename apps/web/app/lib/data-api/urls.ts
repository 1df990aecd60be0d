import { SCIENCE_QA } from "@evergreen/boards";

import { benchmarkNames, product } from "../../config/benchmark-names";

// Where the static data API and the badges live in the built site (see docs/data-api.md). Pure, so
// the pages' badge picker and the build-time generator agree on every URL.

/** The major version of the data API: it changes only with a breaking change to the files' shape. */
export const API_VERSION = 1;

/** A board's id (its slug in the CMS): the boards and their editions are data (the boards folder). */
export type BoardId = string;

/**
 * A board's name on the site, as badges and the index show it: "{product}-<title>" for a capability board
 * ("xbench-DeepSearch"), "{product}-Profession-<title>" for a profession board ("xbench-Profession-Recruiting").
 */
export function boardTitle(
  board: BoardId,
  definition?: { title: string; track: string },
): string {
  // ScienceQA's results come from the CMS's own content types, not the boards folder: no definition names it.
  if (board === SCIENCE_QA.slug) return benchmarkNames.scienceQa;
  const track = definition?.track === "profession" ? "Profession-" : "";
  return `${product}-${track}${definition?.title ?? board}`;
}

export const dataIndexPath = "/data/index.json";

export function boardFilePath(board: BoardId, edition: string): string {
  return `/data/${board}/${edition}.json`;
}

/** Progress over time: each board's best published value per edition, by date. */
export const frontierFilePath = "/data/frontier.json";

export const schemaPaths = {
  index: `/data/schema/v${API_VERSION}/index.json`,
  frontier: `/data/schema/v${API_VERSION}/frontier.json`,
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
