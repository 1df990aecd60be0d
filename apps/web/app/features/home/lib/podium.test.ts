import { describe, expect, it } from "vitest";

import { agentPaths } from "@/config/agent-paths";
import { agentIdentities, agentSlugOf } from "@/data/agents";
import { boardDefinitionOf } from "@/data/board-definitions";
import { editionsOf } from "@/data/board-lookup";
import { liveBoards } from "@/data/board-registry";
import { editionLists } from "@/data/editions";
import { genericEdition } from "@/data/generic-boards";
import { SCIENCEQA_QUESTIONS, wilsonInterval } from "@/lib/interval";
import { leaderPlaces } from "@/lib/leader-places";

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
      {
        name: "a",
        score: "75+",
        tiedWith: 0,
        href: "/agents/a",
        medal: "gold",
      },
      {
        name: "b",
        score: "40+",
        tiedWith: 0,
        href: "/agents/b",
        medal: "silver",
      },
      {
        name: "c",
        score: "35+",
        tiedWith: 1,
        href: "/agents/c",
        medal: "bronze",
      },
    ]);
  });

  it("shows '-' for a missing name", () => {
    expect(
      podium([{ name: null, score: "-", rank: 1 }], "scienceqa")[0],
    ).toMatchObject({ name: "-", href: null });
  });
});

describe("the podium's medals by the honest-rank rule (issue 37)", () => {
  const medals = (places: readonly { medal: unknown }[]) =>
    places.map((place) => place.medal);

  it("gives rows tied at a published rank the same medal, and the next place its own", () => {
    expect(
      medals(
        podium(
          [
            { name: "a", score: "80.0", rank: 1, value: 80 },
            { name: "b", score: "79.0", rank: 1, value: 79 },
            { name: "c", score: "60.0", rank: 3, value: 60 },
          ],
          "deepsearch",
        ),
      ),
    ).toEqual(["gold", "gold", "bronze"]);
  });

  it("gives equal published values one place and its medal although the ranks differ (recruiting's two 61.4)", () => {
    expect(
      medals(
        podium(
          [
            { name: "a", score: "70.0", rank: 1, value: 70 },
            { name: "b", score: "61.4", rank: 2, value: 61.4 },
            { name: "c", score: "61.4", rank: 3, value: 61.4 },
          ],
          "recruiting",
        ),
      ),
    ).toEqual(["gold", "silver", "silver"]);
  });

  it("gives ScienceQA no medal where the top scores' 95% intervals overlap, as its leader strip does", () => {
    const [scienceQa] = summarizeBenchmarks([
      { modelName: "a", score: 90, rank: 1 },
      { modelName: "b", score: 40, rank: 2 },
      { modelName: "c", score: 39, rank: 3 },
    ]);
    // 90 is certainly ahead (its interval lies above the others'); 40 and 39 over 100 questions overlap.
    expect(medals(scienceQa!.places)).toEqual(["gold", null, null]);
    const rows = [
      { rank: 1, value: 90, interval: wilsonInterval(90, SCIENCEQA_QUESTIONS) },
      { rank: 2, value: 40, interval: wilsonInterval(40, SCIENCEQA_QUESTIONS) },
      { rank: 3, value: 39, interval: wilsonInterval(39, SCIENCEQA_QUESTIONS) },
    ];
    expect(
      leaderPlaces(rows.map((row) => ({ ...row, entry: row.rank }))).map(
        (place) => place.medal ?? null,
      ),
    ).toEqual(medals(scienceQa!.places));
  });

  it("gives every prepared board's podium the medals of its leader strip (lib/leader-places.ts)", () => {
    const { podiums } = homeBoards("en", counts);
    for (const summary of podiums) {
      const board = liveBoards.find((listed) => listed.route === summary.href)!;
      const definition = boardDefinitionOf(board.slug)!;
      const edition = genericEdition(definition, editionsOf(definition)[0]!)!;
      const ordered = [...edition.rows].sort((a, b) => a.rank - b.rank);
      const strip = leaderPlaces(
        ordered.map((row, index) => {
          const value = row[definition.headlineField];
          return {
            rank: row.rank,
            value:
              typeof value === "number" || typeof value === "string"
                ? value
                : null,
            entry: index,
          };
        }),
      );
      const expected = ordered
        .slice(0, 3)
        .map(
          (_, index) =>
            strip.find((place) => place.entries.includes(index))?.medal ?? null,
        );
      expect(medals(summary.places), summary.benchmark).toEqual(expected);
    }
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
      medal: "gold",
    });
    // Recruiting's 3rd and 4th publish the same average (61.4): the third place says it is shared, as the board's
    // leader strip does.
    expect(summary[2]?.places[2]).toMatchObject({
      name: "Claude-3.7-Sonnet",
      score: "61.4",
      tiedWith: 1,
      medal: "bronze",
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
