import marketingTasksRaw from "./marketing-tasks.json";
import {
  retrieved as marketingRetrieved,
  rows as marketingRows,
  source as marketingSource,
} from "./marketing.json";
import recruitingTasksRaw from "./recruiting-tasks.json";
import {
  retrieved as recruitingRetrieved,
  rows as recruitingRows,
  source as recruitingSource,
} from "./recruiting.json";
import type { BoardOnPage, MarketingBoard, RecruitingBoard } from "./schema";

// Validated against ./schema at build time and in data.test.ts; only the fields the pages show
// (see deepsearch.ts).
export const recruitingBoard: BoardOnPage<RecruitingBoard> = {
  source: recruitingSource,
  retrieved: recruitingRetrieved,
  rows: recruitingRows,
};
export const marketingBoard: BoardOnPage<MarketingBoard> = {
  source: marketingSource,
  retrieved: marketingRetrieved,
  rows: marketingRows,
};
// Task tables keep their JSON types: their "Yes"/"No" fields are plain strings to TypeScript.
export const recruitingTasks = recruitingTasksRaw;
export const marketingTasks = marketingTasksRaw;

export type RecruitingRow = RecruitingBoard["rows"][number];
export type MarketingRow = MarketingBoard["rows"][number];
