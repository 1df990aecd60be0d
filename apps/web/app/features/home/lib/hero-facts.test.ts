import { describe, expect, it } from "vitest";

import { editionMonth, heroFacts } from "./hero-facts";

describe("editionMonth", () => {
  it("names the month of a yyyy.MM edition id, and nothing for another id", () => {
    expect(editionMonth("2025.10")).toBe("October 2025");
    expect(editionMonth("2025.05")).toBe("May 2025");
    expect(editionMonth("2025.13")).toBeNull();
    expect(editionMonth("latest")).toBeNull();
  });

  it("names the month in Chinese on Chinese pages", () => {
    expect(editionMonth("2025.10", "zh-CN")).toBe("2025年10月");
  });
});

describe("heroFacts", () => {
  const counts = { agents: 49, companies: 21, tasks: 968, boards: 7 };
  const facts = heroFacts({
    editions: ["2025.05", "2025.10", "2025.06", "draft"],
    counts,
    preprintUrl: "https://arxiv.org/abs/2506.13651",
  });

  it("dates the site by the newest edition of any board", () => {
    expect(facts.updated).toBe("October 2025");
  });

  it("shows the counts it is given (the loader's, from /agents and the boards) unchanged", () => {
    expect(facts).toMatchObject(counts);
  });

  it("reads the arXiv id from the preprint link", () => {
    expect(facts.arxivId).toBe("2506.13651");
  });
});
