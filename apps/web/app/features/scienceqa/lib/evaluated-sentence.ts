import type { Translate } from "@/i18n/i18n";

// A count is a whole number of at least 0; anything else the CMS sends is treated as not given.
const isCount = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * How many models and companies ScienceQA evaluated, as a sentence; null when the CMS gave neither
 * (a visitor reads no '-' inside prose: the paragraph then starts with what is always known).
 */
export function evaluatedSentence(
  t: Translate,
  models: number | null | undefined,
  companies: number | null | undefined,
): string | null {
  const knownModels = isCount(models);
  const knownCompanies = isCount(companies);
  if (knownModels && knownCompanies)
    return t("scienceqa.evaluatedBoth", { models, companies });
  if (knownModels) return t("scienceqa.evaluatedModels", { models });
  if (knownCompanies) return t("scienceqa.evaluatedCompanies", { companies });
  return null;
}
