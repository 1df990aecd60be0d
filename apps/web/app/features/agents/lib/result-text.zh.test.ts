import { describe, expect, it } from "vitest";

import { translatorIn } from "@/test/translator";

import { agentProfiles } from "../../../../build-time/data-api/agents";
import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { costText } from "./result-text";

// A published cost of 'Free' on an agent page: 免费 on /zh (as the DeepSearch boards write it), 'Free' in
// English; prices stay as published in both.

const results = agentProfiles(dataApiBoards()).flatMap(
  (profile) => profile.results,
);
const free = results.filter((result) => result.cost === "Free");

describe("an agent page's published cost", () => {
  it("reads 免费 for 'Free' on /zh", () => {
    expect(free.length).toBeGreaterThan(0);
    const t = translatorIn("zh-CN");
    for (const result of free) expect(costText(result, t)).toBe("免费");
  });

  it("reads 'Free' on English pages", () => {
    const t = translatorIn("en");
    for (const result of free) expect(costText(result, t)).toBe("Free");
  });

  it("keeps prices as published in both languages", () => {
    const priced = results.filter(
      (result) => !result.price && result.cost?.includes("$"),
    );
    expect(priced.length).toBeGreaterThan(0);
    for (const result of priced) {
      expect(costText(result, translatorIn("zh-CN"))).toBe(result.cost);
      expect(costText(result, translatorIn("en"))).toBe(result.cost);
    }
  });
});
