import { afterEach, describe, expect, it, vi } from "vitest";

import { site } from "@/config/site";
import type { Locale } from "@/i18n/locales";

import { getScienceQaRanking } from "./get-scienceqa-ranking";
import {
  scienceQaRankingParams,
  scienceQaRankingParamsFor,
  scienceQaRankingUrl,
} from "./ranking-request";

/** The URL the ranking fetcher requests in a language (the browser's fetch replaced). */
async function requestedUrl(locale: Locale): Promise<unknown> {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response('{"data":[]}')),
  );
  vi.stubGlobal("fetch", fetch);
  await getScienceQaRanking(locale);
  return fetch.mock.calls[0]?.[0];
}

afterEach(() => vi.unstubAllGlobals());

describe("scienceQaRankingUrl", () => {
  it("is the URL the fetcher requests, so Home's preload is the request the page makes", async () => {
    expect(await requestedUrl("en")).toBe(scienceQaRankingUrl());
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

  it("asks the CMS for its Chinese content on Chinese pages (Strapi's locale parameter)", async () => {
    expect(await requestedUrl("zh-CN")).toBe(scienceQaRankingUrl("zh-CN"));
    expect(decodeURIComponent(scienceQaRankingUrl("zh-CN"))).toBe(
      `${site.cmsBaseUrl}/api/scienceqas?sort=score:desc&pagination[limit]=10&populate[model][populate]=company&locale=zh-CN`,
    );
  });
});
