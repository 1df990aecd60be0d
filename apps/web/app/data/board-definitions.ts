import type { BoardDefinition } from "./board-registry";
import definitions from "./boards/boards.json";

// Each board's whole definition (fields, order, sections), by slug, from boards.json of the boards folder the build
// reads. For build-time code that runs in the app's modules (loaders, Home's podiums) and tests: a board's page gets
// its own definition from its route's loader, not from this file.

const all: Record<string, BoardDefinition> = definitions;

/** A board's definition, or undefined when the boards folder has no board with this slug. */
export const boardDefinitionOf = (slug: string): BoardDefinition | undefined =>
  Object.hasOwn(all, slug) ? all[slug] : undefined;
