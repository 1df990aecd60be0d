// A count is a whole number of at least 0; anything else the CMS sends is treated as not given.
const isCount = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * How many models and companies ScienceQA evaluated, as a sentence; null when the CMS gave neither
 * (a visitor reads no '-' inside prose: the paragraph then starts with what is always known).
 */
export function evaluatedSentence(
  models: number | null | undefined,
  companies: number | null | undefined,
): string | null {
  const knownModels = isCount(models);
  const knownCompanies = isCount(companies);
  if (knownModels && knownCompanies)
    return `We evaluated ${models} models from ${companies} companies on ScienceQA.`;
  if (knownModels) return `We evaluated ${models} models on ScienceQA.`;
  if (knownCompanies)
    return `We evaluated models from ${companies} companies on ScienceQA.`;
  return null;
}
