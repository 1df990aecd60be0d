import { AGI_CAPABILITIES, PROFESSIONS } from "@evergreen/boards";
import { describe, expect, it } from "vitest";

import en from "../i18n/catalogs/en.json";
import { capabilityMatrix } from "./capabilities";
import { professionNameKey, professionNameKeys } from "./profession-names";
import { professions } from "./professions";

// The CMS offers a board's category from the shared package's lists (issue 35): the site's tiles and matrix show
// exactly those, in the same order, so that every category an editor can choose has its tile or cell.
describe("the site's categories are the shared package's", () => {
  it("the profession tiles are the package's professions, in order", () => {
    expect(professions.map((profession) => profession.id)).toEqual([
      ...PROFESSIONS,
    ]);
  });

  it("the /agi matrix's cells are the package's capabilities, in order", () => {
    expect(
      capabilityMatrix.flatMap((column) =>
        column.capabilities.map((capability) => capability.id),
      ),
    ).toEqual([...AGI_CAPABILITIES]);
  });
});

describe("professionNameKeys", () => {
  it("names every profession tile exactly as the tile does", () => {
    expect(professionNameKeys).toEqual(
      Object.fromEntries(professions.map((p) => [p.id, p.nameKey])),
    );
  });

  it("keeps the spec's English names", () => {
    expect(professions.map((p) => en[p.nameKey])).toEqual([
      "Recruiting (HR)",
      "Marketing",
      "Sales",
      "Finance",
      "Legal",
      "Engineering",
      "Product",
      "Design",
      "Operations",
      "Compliance",
      "DevOps",
      "Accounting",
      "Taxation",
      "Biotechnology",
    ]);
  });

  it("knows no name for an unknown id", () => {
    expect(professionNameKey("astronaut")).toBeUndefined();
    expect(professionNameKey("toString")).toBeUndefined();
  });
});
