import type { Profession } from "@evergreen/boards";

import type { MessageKey } from "@/i18n/i18n";

// The profession tiles' ids and the catalog keys of their names, without their icons, for the placeholder
// pages (kept apart from professions.ts so those pages load no icons). The names are in the common
// "placeholder" namespace: the placeholder pages are served from the SPA shell, without page messages.
export const professionNameKeys = {
  hr: "placeholder.professionHr",
  marketing: "placeholder.professionMarketing",
  sales: "placeholder.professionSales",
  finance: "placeholder.professionFinance",
  legal: "placeholder.professionLegal",
  engineering: "placeholder.professionEngineering",
  product: "placeholder.professionProduct",
  design: "placeholder.professionDesign",
  operations: "placeholder.professionOperations",
  compliance: "placeholder.professionCompliance",
  devops: "placeholder.professionDevops",
  accounting: "placeholder.professionAccounting",
  taxation: "placeholder.professionTaxation",
  biotechnology: "placeholder.professionBiotechnology",
  // Exactly the package's professions (what the CMS lets a board choose): the compiler says which is missing or extra.
} as const satisfies Record<Profession, MessageKey>;

export type ProfessionId = keyof typeof professionNameKeys;

const isProfessionId = (id: string): id is ProfessionId =>
  Object.hasOwn(professionNameKeys, id);

/** The catalog key of a profession's name, or undefined for an id that names none. */
export const professionNameKey = (id: string): MessageKey | undefined =>
  isProfessionId(id) ? professionNameKeys[id] : undefined;
