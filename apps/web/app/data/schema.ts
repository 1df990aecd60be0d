import { z } from "zod";

/** Every bundled board keeps where its figures come from. */
export const provenanceSchema = z.object({
  source: z.array(z.string().min(1)).min(1),
  retrieved: z.string().min(1),
  edition: z.string().min(1),
  notes: z.string().optional(),
});

/** A published score; null means not published, shown as '-'. */
export const scoreSchema = z.number().min(0).max(100).nullable();

export const yesNoSchema = z.enum(["Yes", "No"]);
export const includedSchema = z.enum(["Y", "N"]).nullable();
