import { describe, expect, it } from "vitest";

import { site } from "@/config/site";
import { createHttpClient } from "@/lib/http";

import {
  RANKING_PATH,
  scienceQaRankingParams,
  scienceQaRankingParamsFor,
  scienceQaRankingUrl,
} from "./ranking-request";

describe("scienceQaRankingUrl", () => {
  it("is the URL axios requests, so Home's preload is the request the page makes", () => {
    const axiosUrl = createHttpClient(site.cmsBaseUrl).getUri({
      url: RANKING_PATH,
      params: scienceQaRankingParams,
    });
    expect(scienceQaRankingUrl()).toBe(axiosUrl);
  });

  it("is the ranking call of the spec", () => {
    expect(decodeURIComponent(scienceQaRankingUrl())).toBe(
      `${site.cmsBaseUrl}/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company`,
    );
  });

  it("is the same call on English pages whatever the locale argument", () => {
    expect(scienceQaRankingUrl("en")).toBe(scienceQaRankingUrl());
    expect(scienceQaRankingParamsFor("en")).toEqual(scienceQaRankingParams);
  });

  it("asks the CMS for its Chinese content on Chinese pages (Strapi's locale parameter)", () => {
    const axiosUrl = createHttpClient(site.cmsBaseUrl).getUri({
      url: RANKING_PATH,
      params: scienceQaRankingParamsFor("zh-CN"),
    });
    expect(scienceQaRankingUrl("zh-CN")).toBe(axiosUrl);
    expect(decodeURIComponent(scienceQaRankingUrl("zh-CN"))).toBe(
      `${site.cmsBaseUrl}/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company&locale=zh-CN`,
    );
  });
});

describe("scienceQaRankingUrl on Chinese pages", () => {
  it("asks Strapi for the Chinese content, and is still the URL axios requests", () => {
    const axiosUrl = createHttpClient(site.cmsBaseUrl).getUri({
      url: RANKING_PATH,
      params: { ...scienceQaRankingParams, locale: "zh-CN" },
    });
    expect(scienceQaRankingUrl("zh-CN")).toBe(axiosUrl);
    expect(decodeURIComponent(scienceQaRankingUrl("zh-CN"))).toBe(
      `${site.cmsBaseUrl}/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company&locale=zh-CN`,
    );
    expect(scienceQaRankingUrl("en")).toBe(scienceQaRankingUrl());
  });
});
