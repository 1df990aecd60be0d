import { describe, expect, it, vi } from "vitest";

import { rankingFixture, scienceQaPageFixture } from "./fixtures";
import { parseScienceQaPage } from "./get-scienceqa-page";
import { parseScienceQaRanking } from "./get-scienceqa-ranking";

describe("parseScienceQaRanking", () => {
  it("reads the Strapi 5 flat list with nested model and company", () => {
    const [first] = parseScienceQaRanking(rankingFixture);
    expect(first).toMatchObject({
      score: 60.8,
      bon: 78,
      timeCost: 87.7,
      modelName: "o3-high",
      companyName: "OpenAI",
      pricingInput: null,
    });
    expect(parseScienceQaRanking(rankingFixture)).toHaveLength(10);
  });

  it("turns fields of the wrong type into missing values instead of throwing", () => {
    const [row] = parseScienceQaRanking({
      data: [
        {
          score: "abc",
          BoN: {},
          timeCost: [],
          model: { name: 42, company: "OpenAI" },
        },
      ],
    });
    expect(row).toMatchObject({
      score: null,
      bon: null,
      timeCost: null,
      modelName: null,
      companyName: null,
    });
  });

  it("keeps a row that is not an object as a row of missing values", () => {
    expect(parseScienceQaRanking({ data: [null, 7, "x"] })).toHaveLength(3);
  });

  it("accepts numeric strings, as PostgreSQL decimals arrive", () => {
    const [row] = parseScienceQaRanking({
      data: [{ score: "55.5", model: { pricingInput: "2.00" } }],
    });
    expect(row).toMatchObject({ score: 55.5, pricingInput: 2 });
  });

  it("drops links that are not http(s)", () => {
    const [row] = parseScienceQaRanking({
      data: [{ model: { link: "javascript:alert(1)" } }],
    });
    expect(row?.link).toBeNull();
  });

  it("yields no rows when the body has no list", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseScienceQaRanking("<html>")).toEqual([]);
    expect(parseScienceQaRanking({ data: { score: 1 } })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("parseScienceQaPage", () => {
  it("reads the counts and prefixes the relative image URL with the CMS base", () => {
    expect(parseScienceQaPage(scienceQaPageFixture)).toEqual({
      scienceQaCount: 10,
      companiesCount: 7,
      rankImageUrl: "http://127.0.0.1:1337/uploads/scienceqa_distribution.svg",
    });
  });

  it("degrades a malformed page to missing values", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      parseScienceQaPage({
        data: { scienceQaCount: "many", scienceQaRankImg: "x" },
      }),
    ).toEqual({
      scienceQaCount: null,
      companiesCount: null,
      rankImageUrl: undefined,
    });
    expect(parseScienceQaPage(null)).toEqual({
      scienceQaCount: null,
      companiesCount: null,
      rankImageUrl: undefined,
    });
  });
});
