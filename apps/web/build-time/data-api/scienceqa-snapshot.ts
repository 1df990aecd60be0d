import { z } from "zod";

import { provenanceSchema, scoreSchema } from "../../app/data/schema";
import { readSeedJson } from "../cms-seed";

// The ScienceQA ranking is served by the CMS at run time. The static data API and the badges use
// the figures the CMS is seeded with (apps/cms/data/scienceqa.json): a build-time snapshot of the
// published board. Build-time only; the file comes from outside apps/web, so it is parsed here.

export const scienceQaSeedSchema = provenanceSchema.extend({
  rows: z
    .array(
      z.object({
        rank: z.number().int().positive(),
        model: z.string().min(1),
        company: z.string().min(1),
        average_score: scoreSchema.unwrap(),
        bon_n5_score: scoreSchema,
        time_cost_s_per_question: z.number().min(0).nullable(),
        evaluation_date: z.string().min(1).nullable(),
        api_price_input: z.number().min(0).nullable(),
        api_price_output: z.number().min(0).nullable(),
      }),
    )
    .min(1),
});

export type ScienceQaSeed = z.infer<typeof scienceQaSeedSchema>;

export function loadScienceQaSnapshot(
  raw: unknown = readSeedJson("scienceqa.json"),
): ScienceQaSeed {
  const result = scienceQaSeedSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `apps/cms/data/scienceqa.json: ${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

export const SCIENCEQA_SNAPSHOT_NOTE =
  "Build-time snapshot of the published figures the CMS is seeded with (apps/cms/data/scienceqa.json). The live ranking on the site comes from the CMS and may have been updated since.";
