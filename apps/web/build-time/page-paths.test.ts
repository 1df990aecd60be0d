import { describe, expect, it } from "vitest";

import { professionNameKeys } from "../app/data/profession-names";
import { boardPathsOf } from "./board-files";
import { comingSoonProfessionPaths, sitePagePaths } from "./page-paths";

describe("the prerendered coming-soon profession pages", () => {
  it("are every tile's profession but those with a live board (recruiting at /profession/hr, marketing)", () => {
    const pages = comingSoonProfessionPaths(boardPathsOf());
    expect(pages).toHaveLength(Object.keys(professionNameKeys).length - 2);
    expect(pages).toContain("/profession/legal");
    expect(pages).not.toContain("/profession/hr");
    expect(pages).not.toContain("/profession/marketing");
  });

  it("leave out a profession whose board was published in the CMS (the board's page takes its address)", () => {
    expect(comingSoonProfessionPaths(["/profession/sales"])).not.toContain(
      "/profession/sales",
    );
  });

  it("are on the site's prerender list, once each", () => {
    const all = sitePagePaths();
    expect(all).toContain("/profession/legal");
    expect(new Set(all).size).toBe(all.length);
  });
});
