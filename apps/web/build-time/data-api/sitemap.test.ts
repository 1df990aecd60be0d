import { describe, expect, it } from "vitest";

import { fixedPagePaths } from "../../app/config/paths";
import { boardPathsOf } from "../board-files";
import { agentPagePaths, agentProfiles } from "./agents";
import { buildSitemap } from "./sitemap";

const pages = [
  ...fixedPagePaths,
  ...boardPathsOf(),
  ...agentPagePaths(agentProfiles()),
];

describe("sitemap", () => {
  it("lists every prerendered page but the private status page, agents and compare included", () => {
    const xml = buildSitemap(pages);
    expect(xml).toContain("<loc>/agents</loc>");
    expect(xml).toContain("<loc>/agents/o3</loc>");
    expect(xml).toContain("<loc>/agents/chatgpt-5-pro</loc>");
    expect(xml).toContain("<loc>/compare</loc>");
    expect(xml).toContain("<loc>/agi/aisearch/2025.05</loc>");
    expect(xml).not.toContain("/submit/status");
    // Every page in both languages (issue 16).
    expect(xml.match(/<url>/g)).toHaveLength((pages.length - 1) * 2);
    expect(xml).toContain("<loc>/zh/agi/aisearch/2025.05</loc>");
    expect(xml).toContain("<loc>/zh</loc>");
  });

  it("gives each page its language alternates, English as x-default", () => {
    const xml = buildSitemap(["/news"], "https://example.org");
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.org/news"/>' +
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://example.org/zh/news"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/news"/>';
    expect(xml).toContain(
      `<url><loc>https://example.org/news</loc>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://example.org/zh/news</loc>${alternates}</url>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("writes absolute URLs when the site's origin is known, escaped", () => {
    const xml = buildSitemap(["/", "/a&b"], "https://example.org");
    expect(xml).toContain("<loc>https://example.org/</loc>");
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
