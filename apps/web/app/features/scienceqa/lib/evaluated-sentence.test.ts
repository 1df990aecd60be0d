import { describe, expect, it } from "vitest";

import { evaluatedSentence } from "./evaluated-sentence";

describe("evaluatedSentence", () => {
  it("names both counts when the CMS gives both", () => {
    expect(evaluatedSentence(10, 7)).toBe(
      "We evaluated 10 models from 7 companies on ScienceQA.",
    );
  });

  it("leaves out a missing count instead of printing '-'", () => {
    expect(evaluatedSentence(10, null)).toBe(
      "We evaluated 10 models on ScienceQA.",
    );
    expect(evaluatedSentence(undefined, 7)).toBe(
      "We evaluated models from 7 companies on ScienceQA.",
    );
  });

  it("gives no sentence when neither count is known", () => {
    expect(evaluatedSentence(null, undefined)).toBeNull();
    expect(evaluatedSentence(Number.NaN, null)).toBeNull();
    expect(evaluatedSentence(-1, 2.5)).toBeNull();
  });
});
