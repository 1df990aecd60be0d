import marketingTasksRaw from "./marketing-tasks.json";
import marketingRaw from "./marketing.json";
import recruitingTasksRaw from "./recruiting-tasks.json";
import recruitingRaw from "./recruiting.json";
import type { MarketingBoard, RecruitingBoard } from "./schema";

// Validated against ./schema at build time and in data.test.ts.
export const recruitingBoard: RecruitingBoard = recruitingRaw;
export const marketingBoard: MarketingBoard = marketingRaw;
// Task tables keep their JSON types: their "Yes"/"No" fields are plain strings to TypeScript.
export const recruitingTasks = recruitingTasksRaw;
export const marketingTasks = marketingTasksRaw;

export type RecruitingRow = RecruitingBoard["rows"][number];
export type MarketingRow = MarketingBoard["rows"][number];
