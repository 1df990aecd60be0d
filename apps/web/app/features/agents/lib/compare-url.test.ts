import { describe, expect, it } from "vitest";

import { compareHref, parseCompareAgents } from "./compare-url";

const known = new Set(["o3", "gpt-4o", "fellou", "skywork", "coze-space"]);

describe("parseCompareAgents", () => {
  it("keeps known agents in URL order", () => {
    expect(parseCompareAgents("o3,gpt-4o,fellou", known)).toEqual({
      slugs: ["o3", "gpt-4o", "fellou"],
      problems: [],
    });
  });

  it("reads nothing from a missing or empty parameter, without complaint", () => {
    expect(parseCompareAgents(null, known)).toEqual({
      slugs: [],
      problems: [],
    });
    expect(parseCompareAgents(" , ,", known)).toEqual({
      slugs: [],
      problems: [],
    });
  });

  it("ignores unknown slugs and says so", () => {
    expect(parseCompareAgents("o3,o9,gpt-4o", known)).toEqual({
      slugs: ["o3", "gpt-4o"],
      problems: ["No agent is called “o9”; it was ignored."],
    });
  });

  it("shows a duplicate once and says so (case and spaces do not make a new agent)", () => {
    expect(parseCompareAgents("o3, O3 ,gpt-4o", known)).toEqual({
      slugs: ["o3", "gpt-4o"],
      problems: ["“O3” was listed twice; it is shown once."],
    });
  });

  it("keeps the first four of more than four", () => {
    expect(
      parseCompareAgents("o3,gpt-4o,fellou,skywork,coze-space", known),
    ).toEqual({
      slugs: ["o3", "gpt-4o", "fellou", "skywork"],
      problems: [
        "At most 4 agents fit side by side; the first 4 are shown (left out: coze-space).",
      ],
    });
  });

  it("ignores junk and cuts long junk short in the message", () => {
    const long = "x".repeat(60);
    const result = parseCompareAgents(
      `<script>alert(1)</script>,o3,${long}_`,
      known,
    );
    expect(result.slugs).toEqual(["o3"]);
    expect(result.problems).toEqual([
      "“<script>alert(1)</script>” is not an agent name; it was ignored.",
      `“${"x".repeat(40)}…” is not an agent name; it was ignored.`,
    ]);
  });

  it("reads at most 50 names from a huge parameter", () => {
    const result = parseCompareAgents(
      Array.from({ length: 10_000 }, () => "o3").join(","),
      known,
    );
    expect(result.slugs).toEqual(["o3"]);
    expect(result.problems).toEqual([
      "Only the first 50 names in the address were read.",
      "“o3” was listed twice; it is shown once.",
    ]);
  });
});

describe("compareHref", () => {
  it("lists the slugs in the agents parameter", () => {
    expect(compareHref(["o3", "gpt-4o"])).toBe("/compare?agents=o3,gpt-4o");
    expect(compareHref([])).toBe("/compare");
  });
});
