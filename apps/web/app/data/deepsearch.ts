import edition202505 from "./deepsearch-2025-05.json";
import edition202510 from "./deepsearch-2025-10.json";
import type { DeepSearchCurrentBoard, DeepSearchPreviousBoard } from "./schema";

// Validated against ./schema at build time and in data.test.ts.
export const deepSearch2025_10: DeepSearchCurrentBoard = edition202510;
export const deepSearch2025_05: DeepSearchPreviousBoard = edition202505;

export type DeepSearchCurrentRow = DeepSearchCurrentBoard["rows"][number];
export type DeepSearchPreviousRow = DeepSearchPreviousBoard["rows"][number];

export const DEEPSEARCH_EDITIONS = ["2025.10", "2025.05"] as const;
export type DeepSearchEdition = (typeof DEEPSEARCH_EDITIONS)[number];
