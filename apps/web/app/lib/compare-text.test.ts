import { describe, expect, it } from "vitest";

import { compareText } from "./compare-text";

const reference = new Intl.Collator("en", {
  numeric: true,
  sensitivity: "base",
});

/** Every ordered pair of these texts compares as the collator compares it. */
function expectCollatorOrder(texts: readonly string[]) {
  for (const a of texts) {
    for (const b of texts) {
      expect(
        Math.sign(compareText(a, b)),
        `${JSON.stringify(a)} vs ${JSON.stringify(b)}`,
      ).toBe(Math.sign(reference.compare(a, b)));
    }
  }
}

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
      "Google (DeepMind)",
      "Google DeepMind",
      "Google-DeepMind",
      "GPT-4o",
      "GPT-4.1",
      "GPT-4.5",
      "GPT-5",
      "o3",
      "o3-high",
      "o4-mini-high",
      "Claude-3.7-Sonnet",
      "Claude 3.7 Sonnet",
      "Model 10",
      "Model 9",
      "Model 100",
      "a1",
      "a1b",
      "a 1",
      "a(1)",
      "0",
      "1",
      "10",
      "A&B",
      "A/B",
      "A+B",
      "A_B",
      "[x]",
      "x!",
      "x?",
      "$5",
    ];
    expectCollatorOrder(names);
  });

  it("orders random ASCII text exactly as Intl.Collator does", () => {
    // A fixed seed: the same strings every run, from the fast path's alphabet (letters, digits, punctuation).
    const alphabet = "aAbBzZ0123456789 _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const texts = Array.from({ length: 300 }, () =>
      Array.from(
        { length: 1 + (next() % 6) },
        () => alphabet[next() % alphabet.length],
      ).join(""),
    );
    expectCollatorOrder(texts);
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
