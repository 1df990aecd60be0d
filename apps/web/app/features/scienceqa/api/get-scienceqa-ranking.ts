import * as z from "zod/mini";

import type { Locale } from "@/i18n/locales";
import { http } from "@/lib/http";
import {
  cmsHttpUrl,
  cmsNumber,
  cmsText,
  lenientObject,
  strapiListSchema,
} from "@/lib/strapi";

import { RANKING_PATH, scienceQaRankingParamsFor } from "./ranking-request";

const companySchema = lenientObject({ name: cmsText });

const modelSchema = lenientObject({
  name: cmsText,
  modelId: cmsText,
  type: cmsText,
  pricingInput: cmsNumber,
  pricingOutput: cmsNumber,
  link: cmsHttpUrl,
  company: companySchema,
});

export const scienceQaEntrySchema = z.pipe(
  lenientObject({
    documentId: cmsText,
    score: cmsNumber,
    BoN: cmsNumber,
    timeCost: cmsNumber,
    evaluationDate: cmsText,
    model: modelSchema,
  }),
  z.transform((entry) => ({
    documentId: entry.documentId,
    score: entry.score,
    bon: entry.BoN,
    timeCost: entry.timeCost,
    evaluationDate: entry.evaluationDate,
    modelName: entry.model.name,
    modelId: entry.model.modelId,
    modelType: entry.model.type,
    pricingInput: entry.model.pricingInput,
    pricingOutput: entry.model.pricingOutput,
    link: entry.model.link,
    companyName: entry.model.company.name,
  })),
);

export type ScienceQaEntry = z.infer<typeof scienceQaEntrySchema>;

/** Parses a ranking body; anything that is not a Strapi list yields no rows. */
export function parseScienceQaRanking(body: unknown): ScienceQaEntry[] {
  const list = strapiListSchema.safeParse(body);
  if (!list.success) {
    console.warn("Malformed ScienceQA ranking response: no list in data");
    return [];
  }
  return list.data.data.map((row) => scienceQaEntrySchema.parse(row));
}

/** The ranking in a page's language (the CMS's Chinese fields on /zh; names are never translated). */
export async function getScienceQaRanking(
  locale: Locale = "en",
): Promise<ScienceQaEntry[]> {
  const response = await http.get(RANKING_PATH, {
    params: scienceQaRankingParamsFor(locale),
  });
  return parseScienceQaRanking(response.data);
}
