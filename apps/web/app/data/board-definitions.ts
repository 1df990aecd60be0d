import { deepsearch, marketing, recruiting } from "./boards/boards.json";

// The definitions of the boards with pages of their own, by name (named imports: a page loads only its
// board's definition, not the registry). From the boards folder the build reads, like the editions.

export {
  deepsearch as deepSearchDefinition,
  marketing as marketingDefinition,
  recruiting as recruitingDefinition,
};

type Definition = {
  headlineField: string;
  fields: readonly { key: string; label: string }[];
};

/** What a board measures, for its Dataset JSON-LD: its fields' labels, or only its headline's. */
export const variablesOf = (
  definition: Definition,
  only: "all" | "headline" = "all",
): string[] =>
  definition.fields
    .filter((field) => only === "all" || field.key === definition.headlineField)
    .map((field) => field.label);
