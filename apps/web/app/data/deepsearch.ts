// Only the fields the pages show: named JSON imports let the bundler leave each file's long
// `edition` and `notes` text out of the browser (the data API, built in Node, reads the whole files).
import {
  retrieved as retrieved202505,
  rows as rows202505,
  source as source202505,
} from "./deepsearch-2025-05.json";
import {
  retrieved as retrieved202510,
  rows as rows202510,
  source as source202510,
} from "./deepsearch-2025-10.json";
import type {
  BoardOnPage,
  DeepSearchCurrentBoard,
  DeepSearchPreviousBoard,
} from "./schema";

// Validated against ./schema at build time and in data.test.ts.
export const deepSearch2025_10: BoardOnPage<DeepSearchCurrentBoard> = {
  source: source202510,
  retrieved: retrieved202510,
  rows: rows202510,
};
export const deepSearch2025_05: BoardOnPage<DeepSearchPreviousBoard> = {
  source: source202505,
  retrieved: retrieved202505,
  rows: rows202505,
};

export type DeepSearchCurrentRow = DeepSearchCurrentBoard["rows"][number];
export type DeepSearchPreviousRow = DeepSearchPreviousBoard["rows"][number];

export {
  deepSearchEditions as DEEPSEARCH_EDITIONS,
  type DeepSearchEdition,
} from "./editions";
