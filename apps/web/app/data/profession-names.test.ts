import { describe, expect, it } from "vitest";

import { professionNames } from "./profession-names";
import { professions } from "./professions";

describe("professionNames", () => {
  it("names every profession tile exactly as the tile does", () => {
    expect(professionNames).toEqual(
      Object.fromEntries(professions.map((p) => [p.id, p.name])),
    );
  });
});
