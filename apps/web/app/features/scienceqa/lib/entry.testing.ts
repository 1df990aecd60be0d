import type { ScienceQaEntry } from "../api/get-scienceqa-ranking";

/** A ranking entry for tests: every field null except those given (the model name doubles as the id). */
export function scienceQaEntry(
  fields: Partial<ScienceQaEntry> & { modelName: string },
): ScienceQaEntry {
  return {
    documentId: fields.modelName,
    score: null,
    bon: null,
    timeCost: null,
    evaluationDate: null,
    modelId: null,
    modelType: null,
    pricingInput: null,
    pricingOutput: null,
    link: null,
    companyName: null,
    ...fields,
  };
}
