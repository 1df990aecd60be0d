import * as z from "zod/mini";

import type { Locale } from "@/i18n/locales";
import { cmsAssetUrl, http } from "@/lib/http";
import {
  cmsMediaPath,
  cmsNumber,
  cmsText,
  lenientObject,
  strapiSingleSchema,
} from "@/lib/strapi";

import { cmsLocaleParams } from "./cms-locale";

export const scienceQaPageParams = {
  "populate[scienceQaRankImg][fields][0]": "url",
} as const;

export const scienceQaPageSchema = z.pipe(
  lenientObject({
    scienceQaCount: cmsNumber,
    companiesCount: cmsNumber,
    scienceQaRankImg: lenientObject({ url: cmsMediaPath }),
    /** The chart's alternative text, localized in the CMS (null when missing, blank or malformed). */
    chartAlt: cmsText,
  }),
  z.transform((page) => ({
    scienceQaCount: page.scienceQaCount,
    companiesCount: page.companiesCount,
    rankImageUrl: cmsAssetUrl(page.scienceQaRankImg.url ?? undefined),
    ...(page.chartAlt ? { chartAlt: page.chartAlt } : {}),
  })),
);

export type ScienceQaPage = z.infer<typeof scienceQaPageSchema>;

export function parseScienceQaPage(body: unknown): ScienceQaPage {
  const single = strapiSingleSchema.safeParse(body);
  if (!single.success)
    console.warn("Malformed ScienceQA page response: no data");
  return scienceQaPageSchema.parse(
    single.success ? single.data.data : undefined,
  );
}

export async function getScienceQaPage(
  locale: Locale = "en",
): Promise<ScienceQaPage> {
  const response = await http.get("/api/scienceqa-page", {
    params: { ...scienceQaPageParams, ...cmsLocaleParams(locale) },
  });
  return parseScienceQaPage(response.data);
}
