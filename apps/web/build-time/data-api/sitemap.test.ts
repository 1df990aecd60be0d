import { describe, expect, it } from "vitest";

import { prerenderedPathsOf } from "../../app/config/paths";
import editions from "../../app/data/boards/editions.json";
import { agentPagePaths, agentProfiles } from "./agents";
import { buildSitemap } from "./sitemap";

const pages = [
  ...prerenderedPathsOf(editions),
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
    expect(xml.match(/<url>/g)).toHaveLength(pages.length - 1);
  });

  it("writes absolute URLs when the site's origin is known, escaped", () => {
    const xml = buildSitemap(["/", "/a&b"], "https://example.org");
    expect(xml).toContain("<loc>https://example.org/</loc>");
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
