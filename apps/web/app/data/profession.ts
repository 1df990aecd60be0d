import { z } from "zod";

import marketingTasksRaw from "./marketing-tasks.json";
import marketingRaw from "./marketing.json";
import recruitingTasksRaw from "./recruiting-tasks.json";
import recruitingRaw from "./recruiting.json";
import {
  includedSchema,
  provenanceSchema,
  scoreSchema,
  yesNoSchema,
} from "./schema";

export const recruitingBoardSchema = provenanceSchema.extend({
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      agent: z.string().min(1),
      company: z.string().min(1),
      average: scoreSchema,
      company_mapping: scoreSchema,
      people_to_info: scoreSchema,
      info_to_people: scoreSchema,
    }),
  ),
});

export const marketingBoardSchema = provenanceSchema.extend({
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      agent: z.string().min(1),
      company: z.string().min(1),
      average: scoreSchema,
      e_commerce: scoreSchema,
      app: scoreSchema,
      game: scoreSchema,
    }),
  ),
});

const taskRowBase = {
  task_type: z.string().min(1),
  realizable: yesNoSchema,
  testable: yesNoSchema,
  included: includedSchema,
};

export const recruitingTasksSchema = provenanceSchema.extend({
  rows: z.array(
    z.object({
      evaluation_category: z.string().min(1),
      specific_content: z.string().min(1).nullable(),
      ...taskRowBase,
    }),
  ),
});

export const marketingTasksSchema = provenanceSchema.extend({
  rows: z.array(z.object({ category: z.string().min(1), ...taskRowBase })),
});

export type RecruitingRow = z.infer<
  typeof recruitingBoardSchema
>["rows"][number];
export type MarketingRow = z.infer<typeof marketingBoardSchema>["rows"][number];

export const recruitingBoard = recruitingBoardSchema.parse(recruitingRaw);
export const marketingBoard = marketingBoardSchema.parse(marketingRaw);
export const recruitingTasks = recruitingTasksSchema.parse(recruitingTasksRaw);
export const marketingTasks = marketingTasksSchema.parse(marketingTasksRaw);
