import { describe, expect, it } from "vitest";

import en from "../i18n/catalogs/en.json";
import { professionNameKey, professionNameKeys } from "./profession-names";
import { professions } from "./professions";

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
