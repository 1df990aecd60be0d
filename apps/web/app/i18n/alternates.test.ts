import { describe, expect, it } from "vitest";

import { alternateLinksOf } from "./alternates";

describe("alternateLinksOf", () => {
  it("gives an English page itself as canonical, its Chinese twin, and English as x-default", () => {
    expect(alternateLinksOf("/agi/aisearch", "https://xbench.org")).toEqual([
      { rel: "canonical", href: "https://xbench.org/agi/aisearch" },
      {
        rel: "alternate",
        hrefLang: "en",
        href: "https://xbench.org/agi/aisearch",
      },
      {
        rel: "alternate",
        hrefLang: "zh-CN",
        href: "https://xbench.org/zh/agi/aisearch",
      },
      {
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://xbench.org/agi/aisearch",
      },
    ]);
  });

  it("gives a Chinese page itself as canonical and maps Home to /zh", () => {
    const links = alternateLinksOf("/zh", "https://xbench.org");
    expect(links[0]).toEqual({
      rel: "canonical",
      href: "https://xbench.org/zh",
    });
    expect(links.map((link) => link.href)).toEqual([
      "https://xbench.org/zh",
      "https://xbench.org/",
      "https://xbench.org/zh",
      "https://xbench.org/",
    ]);
  });

  it("drops a trailing slash so a page has one address", () => {
    expect(
      alternateLinksOf("/zh/news/", "http://127.0.0.1:4173")[0]!.href,
    ).toBe("http://127.0.0.1:4173/zh/news");
  });
});
