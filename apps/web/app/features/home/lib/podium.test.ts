import { describe, expect, it } from "vitest";

import { agentPaths } from "@/config/agent-paths";
import { agentIdentities, agentSlugOf } from "@/data/agents";
import { editionLists } from "@/data/editions";

import { editionMonth } from "./hero-facts";
import {
  liveHeroFacts,
  liveSummaries,
  scienceQaAgentHref,
} from "./live-podium";
import { homeBoards, podium } from "./podium";

type LiveTop = { modelName: string | null; score: number | null; rank: number };

const counts = { agents: 49, companies: 21, tasks: 968, boards: 7 };

/** The First Wave table's rows as Home's content draws them from its loader's data. */
const summarizeBenchmarks = (
  top: readonly LiveTop[],
  evaluationDate: string | null = null,
) =>
  liveSummaries(
    top.map((row) => ({ ...row, evaluationDate })),
    homeBoards("en", counts),
  );

describe("podium", () => {
  it("takes the first three rows and counts who shares a place", () => {
    expect(
      podium(
        [
          { name: "a", score: "75+", rank: 1 },
          { name: "b", score: "40+", rank: 2 },
          { name: "c", score: "35+", rank: 3 },
          { name: "d", score: "35+", rank: 3 },
        ],
        "deepsearch",
      ),
    ).toEqual([
      { name: "a", score: "75+", tiedWith: 0, href: "/agents/a" },
      { name: "b", score: "40+", tiedWith: 0, href: "/agents/b" },
      { name: "c", score: "35+", tiedWith: 1, href: "/agents/c" },
    ]);
  });

  it("shows '-' for a missing name", () => {
    expect(
      podium([{ name: null, score: "-", rank: 1 }], "scienceqa")[0],
    ).toMatchObject({ name: "-", href: null });
  });
});

describe("summarizeBenchmarks", () => {
  it("lists the live benchmarks in order with the bundled podiums, the boards published in the CMS after the spec's four", () => {
    const summary = summarizeBenchmarks([]);
    expect(summary.map((row) => row.href)).toEqual([
      "/agi/scienceqa",
      "/agi/aisearch",
      "/profession/hr",
      "/profession/marketing",
      "/agi/babyvision",
      "/agi/babyvision-gen",
    ]);
    expect(summary[0]?.places).toEqual([]);
    expect(summary[1]?.places.map((p) => p.name)).toEqual([
      "ChatGPT-5-Pro",
      "SuperGrok Expert",
      "Fellou",
    ]);
    expect(summary[1]?.places[2]?.tiedWith).toBe(6);
    expect(summary[2]?.places[0]).toEqual({
      name: "o3",
      score: "78.5",
      tiedWith: 0,
      href: "/agents/o3",
    });
    expect(summary[3]?.places.map((p) => p.score)).toEqual([
      "50.8",
      "47.6",
      "46.5",
    ]);
  });

  it("dates each podium by its board's newest edition, in the page's language, and ScienceQA's by its leader's evaluation", () => {
    const summary = summarizeBenchmarks(
      [{ modelName: "o3-high", score: 60.8, rank: 1 }],
      "2025.05",
    );
    expect(summary[0]?.date).toBe("2025.05");
    expect(summary[1]?.date).toBe(
      editionMonth(editionLists.deepsearch![0]!, "en"),
    );
    expect(summary[1]?.date).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const chinese = liveSummaries([], homeBoards("zh-CN", counts));
    expect(chinese[1]?.date).toMatch(/^\d{4}年\d{1,2}月$/);
    expect(chinese[0]?.date).toBeNull();
  });

  it("formats ScienceQA podium scores to one decimal", () => {
    const [scienceQa] = summarizeBenchmarks([
      { modelName: "o3-high", score: 60.8, rank: 1 },
      { modelName: "x", score: 59, rank: 2 },
    ]);
    expect(scienceQa?.places.map((p) => p.score)).toEqual(["60.8", "59.0"]);
  });

  it("links each podium name to its agent page through the identity table", () => {
    const [scienceQa, deepSearch] = summarizeBenchmarks([
      { modelName: "o3-high", score: 60.8, rank: 1 },
    ]);
    expect(scienceQa?.places[0]?.href).toBe("/agents/o3");
    expect(deepSearch?.places[0]?.href).toBe("/agents/chatgpt-5-pro");
  });
});

describe("homeBoards (what Home's loader prepares) with live-podium", () => {
  it("links ScienceQA names to the pages agentSlugOf gives, without the agents table (through the board tables' map)", () => {
    const listedNames = agentIdentities.flatMap((agent) =>
      agent.names.flatMap((entry) =>
        entry.board === "scienceqa" ? [entry.name] : [],
      ),
    );
    // A listed name, a new one, and a new one whose own slug a listed agent already has.
    const names = [...listedNames, "A Model Newer Than The Build", "o3"];
    expect(listedNames.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(scienceQaAgentHref(name), name).toBe(
        agentPaths.agent(agentSlugOf("scienceqa", name)),
      );
    }
  });

  it("gives the hero the counts the loader computed, whatever the live ranking holds", () => {
    expect(liveHeroFacts(homeBoards("en", counts))).toMatchObject(counts);
  });

  it("survives the trip through JSON (the loader's data is serialized into the page)", () => {
    const boards = homeBoards("zh-CN", counts);
    expect(JSON.parse(JSON.stringify(boards))).toEqual(boards);
  });
});
