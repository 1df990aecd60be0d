import { describe, expect, it } from "vitest";

import { activeNavItem } from "./active-nav-item";

describe("activeNavItem", () => {
  it.each([
    ["/", "home"],
    ["/agi", "agi"],
    ["/agi/scienceqa", "agi"],
    ["/agi/aisearch", "agi"],
    ["/profession", "profession"],
    ["/profession/hr", "profession"],
    ["/profession/legal", "profession"],
    ["/reports", "reports"],
    ["/news", "news"],
    ["/contact", "contact"],
    ["/agents", "agents"],
    ["/agents/o3", "agents"],
    ["/compare", "compare"],
    ["/submit", "submit"],
    ["/submit/status", "submit"],
  ] as const)("selects the item for %s", (pathname, expected) => {
    expect(activeNavItem(pathname)).toBe(expected);
  });

  it("selects nothing for pages outside the navigation", () => {
    expect(activeNavItem("/search")).toBeUndefined();
    expect(activeNavItem("/import")).toBeUndefined();
    expect(activeNavItem("/no-such-page")).toBeUndefined();
  });

  it("selects Agents, not AGI Tracking, for an agent whose slug contains 'agi'", () => {
    expect(activeNavItem("/agents/magic-agent")).toBe("agents");
  });

  it("treats only the exact root as Home", () => {
    expect(activeNavItem("//")).toBeUndefined();
  });
});
