import { z } from "zod";

import edition202505 from "./deepsearch-2025-05.json";
import edition202510 from "./deepsearch-2025-10.json";
import { provenanceSchema } from "./schema";

const accuracyBandSchema = z
  .string()
  .regex(/^\d+\+$/, "an accuracy band such as '75+'");

export const deepSearchCurrentSchema = provenanceSchema.extend({
  rows: z
    .array(
      z.object({
        rank: z.number().int().positive(),
        product: z.string().min(1),
        company: z.string().min(1),
        accuracy_band: accuracyBandSchema,
        cost_per_task: z.string().min(1).nullable(),
        time_cost_per_task: z.string().min(1).nullable(),
        evaluation_date: z.string().min(1).nullable(),
      }),
    )
    .min(1),
});

export const deepSearchPreviousSchema = provenanceSchema.extend({
  rows: z
    .array(
      z.object({
        rank: z.number().int().positive(),
        agent_model: z.string().min(1),
        mode: z.string().min(1),
        company: z.string().min(1),
        accuracy_band: accuracyBandSchema,
        evaluation_date: z.string().min(1).nullable(),
      }),
    )
    .min(1),
});

export type DeepSearchCurrentRow = z.infer<
  typeof deepSearchCurrentSchema
>["rows"][number];
export type DeepSearchPreviousRow = z.infer<
  typeof deepSearchPreviousSchema
>["rows"][number];

export const deepSearch2025_10 = deepSearchCurrentSchema.parse(edition202510);
export const deepSearch2025_05 = deepSearchPreviousSchema.parse(edition202505);

export const DEEPSEARCH_EDITIONS = ["2025.10", "2025.05"] as const;
export type DeepSearchEdition = (typeof DEEPSEARCH_EDITIONS)[number];
