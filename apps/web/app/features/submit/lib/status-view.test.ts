import { describe, expect, it } from "vitest";

import { translatorIn } from "@/test/translator";

import {
  boardLinks,
  boardLinkText,
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

  it("links a published submission to the boards it chose, from the registry, skipping unknown ids", () => {
    expect(boardLinks(["deepsearch", "nope", "marketing"])).toEqual([
      { name: "DeepSearch", href: "/agi/aisearch" },
      { name: "Marketing", href: "/profession/marketing" },
    ]);
    expect(boardLinks(["scienceqa", "babyvision"], "zh-CN")).toEqual([
      { name: "ScienceQA", href: "/agi/scienceqa" },
      { name: "BabyVision", href: "/agi/babyvision" },
    ]);
    expect(boardLinks(["recruiting"], "zh-CN")).toEqual([
      { name: "招聘", href: "/profession/hr" },
    ]);
    expect(boardLinks(undefined)).toEqual([]);
  });

  it("says each link as the catalogs did per board: a space after a Latin name only in Chinese", () => {
    const en = translatorIn("en");
    const zh = translatorIn("zh-CN");
    expect(boardLinkText("DeepSearch", en)).toBe("DeepSearch leaderboard");
    expect(boardLinkText("ScienceQA", zh)).toBe("ScienceQA 排行榜");
    expect(boardLinkText("招聘", zh)).toBe("招聘排行榜");
  });

  it("writes dates in UTC with the time", () => {
    expect(formatStatusDate("2026-11-24T13:56:11.000Z")).toBe(
      "24 November 2026, 13:56 UTC",
    );
    expect(formatStatusDate("not a date")).toBe("not a date");
  });
});
