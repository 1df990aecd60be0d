import { describe, expect, it } from "vitest";

import { pageMeta } from "./seo";

describe("pageMeta", () => {
  it("suffixes the title with the product name and keeps the description", () => {
    expect(pageMeta({ title: "News", description: "What is new." })).toEqual(
      expect.arrayContaining([
        { title: "News | xbench" },
        { name: "description", content: "What is new." },
      ]),
    );
  });

  it("does not repeat the product name when the title is the product", () => {
    expect(pageMeta({ title: "xbench", description: "d" })[0]).toEqual({
      title: "xbench",
    });
  });
});
