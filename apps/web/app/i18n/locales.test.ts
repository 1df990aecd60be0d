import { describe, expect, it } from "vitest";

import { localeOfPath, localizedPath, unlocalizedPath } from "./locales";

describe("localeOfPath", () => {
  it("reads /zh and its subpaths as Chinese and everything else as English", () => {
    expect(localeOfPath("/zh")).toBe("zh-CN");
    expect(localeOfPath("/zh/agi/aisearch/2025.10")).toBe("zh-CN");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/agi")).toBe("en");
    // A path that merely starts with the letters is not the mirror.
    expect(localeOfPath("/zhong")).toBe("en");
  });
});

describe("localizedPath", () => {
  it("mirrors every English path under /zh, Home at /zh", () => {
    expect(localizedPath("/", "zh-CN")).toBe("/zh");
    expect(localizedPath("/agi/scienceqa", "zh-CN")).toBe("/zh/agi/scienceqa");
    expect(localizedPath("/?q=1#top", "zh-CN")).toBe("/zh?q=1#top");
    expect(localizedPath("/compare?a=o3&b=x", "zh-CN")).toBe(
      "/zh/compare?a=o3&b=x",
    );
  });

  it("takes a Chinese path back to English and never doubles the prefix", () => {
    expect(localizedPath("/zh/agi", "en")).toBe("/agi");
    expect(localizedPath("/zh", "en")).toBe("/");
    expect(localizedPath("/zh/agi", "zh-CN")).toBe("/zh/agi");
    expect(unlocalizedPath("/zh/news")).toBe("/news");
  });
});
