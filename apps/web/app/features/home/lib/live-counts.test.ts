import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";

import { compileCatalog } from "@/i18n/compile-catalog";
import type { Translate } from "@/i18n/i18n";

import en from "../../../i18n/catalogs/en.json";
import zh from "../../../i18n/catalogs/zh-CN.json";
import { capabilitySentence, professionSentence } from "./live-counts";

const translatorIn = (
  locale: string,
  source: Record<string, string>,
): Translate => {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: compileCatalog(source) },
  });
  return (key, values) => i18n._(key, values);
};
const t = translatorIn("en", en);
const tZh = translatorIn("zh-CN", zh);

describe("Home's sentences about what is live", () => {
  it("count the matrix's live cells and the rest, in words", () => {
    expect(capabilitySentence(t)).toBe(
      "Three capabilities have live benchmarks; eight more are coming.",
    );
    const cell = (live: boolean) => (live ? { href: "/x" } : {});
    expect(
      capabilitySentence(t, [
        { capabilities: [cell(true), cell(true), cell(true)] },
        { capabilities: [cell(false)] },
      ]),
    ).toBe("Three capabilities have live benchmarks; one more is coming.");
    expect(capabilitySentence(t, [{ capabilities: [cell(true)] }])).toBe(
      "One capability has a live benchmark.",
    );
  });

  it("name the live professions", () => {
    expect(professionSentence(t, "en")).toBe(
      "Recruiting (HR) and Marketing are live.",
    );
    expect(
      professionSentence(t, "en", [
        { nameKey: "placeholder.professionHr", active: true },
        { nameKey: "placeholder.professionMarketing", active: true },
        { nameKey: "placeholder.professionSales", active: true },
        { nameKey: "placeholder.professionLegal", active: false },
      ]),
    ).toBe("Recruiting (HR), Marketing, and Sales are live.");
    expect(
      professionSentence(t, "en", [
        { nameKey: "placeholder.professionLegal", active: false },
      ]),
    ).toBe("The first professions are coming soon.");
  });

  it("say the same in Chinese", () => {
    expect(capabilitySentence(tZh)).toBe(
      "已有 3 项能力上线评测，另有 8 项即将推出。",
    );
    expect(professionSentence(tZh, "zh-CN")).toBe("招聘（HR）和营销已上线。");
  });
});
