import { afterEach, describe, expect, it, vi } from "vitest";

import { http } from "@/lib/http";

import { getScienceQaPage, scienceQaPageParams } from "./get-scienceqa-page";
import { getScienceQaRanking } from "./get-scienceqa-ranking";
import { RANKING_PATH, scienceQaRankingParams } from "./ranking-request";

const answer = (data: unknown) =>
  vi.spyOn(http, "get").mockResolvedValue({ data, status: 200 });

describe("the ScienceQA CMS calls in each language", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stay exactly the spec's calls on English pages", async () => {
    const get = answer({ data: [] });
    await getScienceQaRanking();
    await getScienceQaRanking("en");
    await getScienceQaPage("en").catch(() => undefined);
    expect(get.mock.calls[0]).toEqual([
      RANKING_PATH,
      { params: scienceQaRankingParams },
    ]);
    expect(get.mock.calls[1]).toEqual(get.mock.calls[0]);
    expect(get.mock.calls[2]).toEqual([
      "/api/scienceqa-page",
      { params: scienceQaPageParams },
    ]);
  });

  it("ask Strapi for the Chinese content on Chinese pages", async () => {
    const get = answer({ data: [] });
    await getScienceQaRanking("zh-CN");
    await getScienceQaPage("zh-CN").catch(() => undefined);
    expect(get.mock.calls[0]).toEqual([
      RANKING_PATH,
      { params: { ...scienceQaRankingParams, locale: "zh-CN" } },
    ]);
    expect(get.mock.calls[1]).toEqual([
      "/api/scienceqa-page",
      { params: { ...scienceQaPageParams, locale: "zh-CN" } },
    ]);
  });
});
