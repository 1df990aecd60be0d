import { describe, expect, it } from "vitest";

import { toSlug, uniqueSlugs } from "./slug";

describe("toSlug", () => {
  it.each([
    ["GPT-5 (high)", "gpt-5-high"],
    ["ChatGPT-5-Pro", "chatgpt-5-pro"],
    ["Gemini 2.5 Pro (preview)", "gemini-2-5-pro-preview"],
    ["Claude Opus 4 - Extended Thinking", "claude-opus-4-extended-thinking"],
    ["  Qwen3 - Think  ", "qwen3-think"],
    ["Señor Agent & Co.", "senor-agent-co"],
    ["<script>alert('x')</script>", "script-alert-x-script"],
  ])("turns %j into %j", (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });

  it("gives 'entry' to a name with no letters or digits left", () => {
    expect(toSlug("豆包")).toBe("entry");
    expect(toSlug("")).toBe("entry");
  });

  it("only ever produces lowercase letters, digits and single inner dashes", () => {
    for (const name of ["a--b", "-a-", "A_B/C\\D", "x..y", "ä ö ü"]) {
      expect(toSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("uniqueSlugs", () => {
  it("keeps distinct slugs as they are, in order", () => {
    expect(uniqueSlugs(["o3", "o4-mini-high", "GPT-4o"])).toEqual([
      "o3",
      "o4-mini-high",
      "gpt-4o",
    ]);
  });

  it("suffixes repeats with -2, -3 and leaves the first one plain", () => {
    expect(uniqueSlugs(["Doubao", "doubao", "DOUBAO!"])).toEqual([
      "doubao",
      "doubao-2",
      "doubao-3",
    ]);
  });

  it("never gives a repeat a suffix that another name already owns", () => {
    expect(uniqueSlugs(["a", "a", "a-2"])).toEqual(["a", "a-3", "a-2"]);
  });

  it("is stable: the same names give the same slugs", () => {
    const names = ["X & Y", "x-y", "Z"];
    expect(uniqueSlugs(names)).toEqual(uniqueSlugs([...names]));
  });
});
