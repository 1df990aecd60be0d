import { describe, expect, it } from "vitest";

import { datasetJsonLd, datasetPageMeta, pageMeta } from "./seo";

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

describe("datasetJsonLd", () => {
  it("describes a leaderboard as a schema.org Dataset with its sources and measures", () => {
    const descriptor = datasetJsonLd({
      name: "xbench-DeepSearch leaderboard",
      description: "AI search agents on 100 tasks.",
      path: "/agi/aisearch",
      sources: ["https://github.com/xbench-ai/xbench-evals"],
      variables: ["Accuracy", "Cost/Task"],
    });
    expect(descriptor["script:ld+json"]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: "xbench-DeepSearch leaderboard",
      url: "/agi/aisearch",
      isBasedOn: ["https://github.com/xbench-ai/xbench-evals"],
      variableMeasured: ["Accuracy", "Cost/Task"],
      citation: "https://arxiv.org/abs/2506.13651",
    });
  });
});

describe("datasetPageMeta", () => {
  it("gives the page's meta and a Dataset named and described as the page", () => {
    const page = {
      title: "xbench-DeepSearch leaderboard",
      description: "AI search agents on 100 tasks.",
    };
    const dataset = {
      path: "/agi/aisearch",
      sources: ["https://github.com/xbench-ai/xbench-evals"],
      variables: ["Accuracy"],
    };
    expect(datasetPageMeta(page, dataset)).toEqual([
      ...pageMeta(page),
      datasetJsonLd({
        name: page.title,
        description: page.description,
        ...dataset,
      }),
    ]);
  });
});
