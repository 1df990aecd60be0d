import { describe, expect, it } from "vitest";

import {
  boardLinks,
  formatStatusDate,
  statusLink,
  tokenFromHash,
} from "./status-view";

describe("status view", () => {
  it("reads the token from the link's fragment", () => {
    expect(tokenFromHash("#token=XB-AAAA-BBBB.1.sig")).toBe(
      "XB-AAAA-BBBB.1.sig",
    );
    expect(tokenFromHash("")).toBeUndefined();
    expect(tokenFromHash("#other=1")).toBeUndefined();
  });

  it("builds the private link that the receipt shows", () => {
    expect(statusLink("https://x.test", "abc")).toBe(
      "https://x.test/submit/status#token=abc",
    );
  });

  it("links a published submission to the boards it chose, skipping unknown ids", () => {
    expect(boardLinks(["deepsearch", "nope", "marketing"])).toEqual([
      { label: "DeepSearch leaderboard", href: "/agi/aisearch" },
      { label: "Marketing leaderboard", href: "/profession/marketing" },
    ]);
    expect(boardLinks(undefined)).toEqual([]);
  });

  it("writes dates in UTC with the time", () => {
    expect(formatStatusDate("2026-11-24T13:56:11.000Z")).toBe(
      "24 November 2026, 13:56 UTC",
    );
    expect(formatStatusDate("not a date")).toBe("not a date");
  });
});
