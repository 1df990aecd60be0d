import { linkProblem, validateSubmission } from "@evergreen/boards";
import { describe, expect, it } from "vitest";

import { liveBoards } from "@/data/board-registry";
import { translatorIn } from "@/test/translator";

import { BENCHMARK_CHOICES } from "./benchmarks";
import { submissionErrorText } from "./error-text";

// Every error the shared rules can give, as they give it (in English).
function rulesErrors(): string[] {
  const inputs: unknown[] = [
    {},
    null,
    {
      agentName: 3,
      organisation: "x".repeat(500),
      contactName: "a\u0000b",
      email: "nope",
      accessLink: "https://user:pw@example.org",
      benchmarks: ["chess"],
      accessNotes: "\u200B",
    },
    { email: " ", accessLink: "ftp://example.org", benchmarks: [] },
  ];
  const errors = inputs.flatMap((input) => {
    const result = validateSubmission(input, BENCHMARK_CHOICES);
    return result.ok ? [] : Object.values(result.errors);
  });
  return [
    ...errors,
    linkProblem("not a link") ?? "",
    linkProblem("http://example.org") ?? "",
  ];
}

describe("the submission rules' errors in each language", () => {
  it("stay exactly the rules' words on English pages", () => {
    const t = translatorIn("en");
    const errors = rulesErrors();
    expect(errors.length).toBeGreaterThan(10);
    for (const error of errors)
      expect(submissionErrorText(error, t, "en")).toBe(error);
  });

  it("are all written in Chinese on Chinese pages", () => {
    const t = translatorIn("zh-CN");
    for (const error of rulesErrors()) {
      const text = submissionErrorText(error, t, "zh-CN");
      // Only names, https:// and the example address stay in Latin letters.
      expect(
        [
          "https://",
          "name@example.org",
          "JSON",
          // Longest first: "BabyVision-Gen" before "BabyVision".
          ...BENCHMARK_CHOICES.map(({ label }) => label).sort(
            (a, b) => b.length - a.length,
          ),
        ].reduce((rest, name) => rest.replaceAll(name, ""), text),
        error,
      ).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(
      submissionErrorText(
        "Keep the organisation to 160 characters or fewer (it has 500).",
        t,
        "zh-CN",
      ),
    ).toBe("机构不能超过 160 个字符（当前 500 个）。");
  });

  it("leave a message they do not know as it came", () => {
    expect(
      submissionErrorText("Something else.", translatorIn("zh-CN"), "zh-CN"),
    ).toBe("Something else.");
  });

  it("name every board of the registry among the benchmarks to choose from, in the page's language", () => {
    const result = validateSubmission(
      { benchmarks: ["chess"] },
      BENCHMARK_CHOICES,
    );
    const error = result.ok ? "" : (result.errors.benchmarks ?? "");
    for (const board of liveBoards) expect(error).toContain(board.title);
    const chinese = submissionErrorText(error, translatorIn("zh-CN"), "zh-CN");
    for (const board of liveBoards)
      expect(chinese).toContain(board.titleZh ?? board.title);
  });
});
