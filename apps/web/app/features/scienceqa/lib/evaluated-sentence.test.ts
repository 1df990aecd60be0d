import { describe, expect, it } from "vitest";

import { translatorIn } from "@/test/translator";

import { evaluatedSentence } from "./evaluated-sentence";

const t = translatorIn("en");

describe("evaluatedSentence", () => {
  it("names both counts when the CMS gives both", () => {
    expect(evaluatedSentence(t, 10, 7)).toBe(
      "We evaluated 10 models from 7 companies on ScienceQA.",
    );
  });

  it("leaves out a missing count instead of printing '-'", () => {
    expect(evaluatedSentence(t, 10, null)).toBe(
      "We evaluated 10 models on ScienceQA.",
    );
    expect(evaluatedSentence(t, undefined, 7)).toBe(
      "We evaluated models from 7 companies on ScienceQA.",
    );
  });

  it("gives no sentence when neither count is known", () => {
    expect(evaluatedSentence(t, null, undefined)).toBeNull();
    expect(evaluatedSentence(t, Number.NaN, null)).toBeNull();
    expect(evaluatedSentence(t, -1, 2.5)).toBeNull();
  });

  it("reads as Chinese on Chinese pages", () => {
    const zh = translatorIn("zh-CN");
    expect(evaluatedSentence(zh, 10, 7)).toBe(
      "我们在 ScienceQA 上评测了来自 7 家公司的 10 个模型。",
    );
    expect(evaluatedSentence(zh, 10, null)).toBe(
      "我们在 ScienceQA 上评测了 10 个模型。",
    );
  });
});
