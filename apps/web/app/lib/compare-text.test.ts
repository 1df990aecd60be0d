import { describe, expect, it } from "vitest";

import { compareText } from "./compare-text";

const reference = new Intl.Collator("en", {
  numeric: true,
  sensitivity: "base",
});

describe("compareText", () => {
  it("orders plain names exactly as Intl.Collator does", () => {
    const names = [
      "OpenAI",
      "openai",
      "Open AI",
      "Open-AI",
      "Open.AI",
      "Google",
      "google deepmind",
      "Google DeepMind",
      "xAI",
      "Z.ai",
      "Moonshot AI",
      "Anthropic",
      "a",
      "A",
      "ab",
      "a b",
      "a-b",
      "a.b",
      "",
      " ",
      "-",
      ".",
      "Perplexity Deep Research",
      "ChatGPT-Pro",
      "ChatGPT Agent",
    ];
    for (const a of names) {
      for (const b of names) {
        expect(
          Math.sign(compareText(a, b)),
          `${JSON.stringify(a)} vs ${JSON.stringify(b)}`,
        ).toBe(Math.sign(reference.compare(a, b)));
      }
    }
  });

  it("puts numbers inside names in numeric order and ignores accents and case", () => {
    const sorted = ["Model 10", "model 2", "Émile", "Emile B", "o3", "o1"].sort(
      compareText,
    );
    expect(sorted).toEqual([
      "Émile",
      "Emile B",
      "model 2",
      "Model 10",
      "o1",
      "o3",
    ]);
    expect(compareText("Émile", "emile")).toBe(0);
  });
});
