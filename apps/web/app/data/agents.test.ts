import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  agentProfiles,
  identityTableProblems,
} from "../../build-time/data-api/agents";
import { dataApiBoards } from "../../build-time/data-api/boards";
import { sameUnlistedName } from "../lib/data-api/slug";
import chineseReasons from "./agent-reasons.zh-CN.json";
import { agentIdentityOf, agentSlugOf, listedAgentSlug } from "./agents";
import table from "./agents.json";

const boards = dataApiBoards();

const tableSchema = z.object({
  about: z.string().min(1),
  agents: z
    .array(
      z.strictObject({
        slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        name: z.string().min(1),
        company: z.string().min(1),
        identity: z.enum(["joined", "own page"]),
        names: z
          .array(
            z.strictObject({
              board: z.string().regex(/^[a-z][a-z0-9-]*$/),
              name: z.string().min(1),
            }),
          )
          .min(1),
        reason: z.string().min(10),
      }),
    )
    .min(1),
});

describe("the agent identity table", () => {
  it("parses: every line has a slug, a company, its names and a reason", () => {
    expect(() => tableSchema.parse(table)).not.toThrow();
  });

  it("lists every name on every board, each once, and no name that no board has", () => {
    expect(identityTableProblems(boards)).toEqual([]);
  });

  it("fails for a board name that is neither joined nor marked as its own page", () => {
    const withNewcomer = boards.map((board) =>
      board.board === "recruiting"
        ? {
            ...board,
            rows: [...board.rows, { ...board.rows[0]!, name: "o3-pro" }],
          }
        : board,
    );
    expect(identityTableProblems(withNewcomer)).toEqual([
      "recruiting: o3-pro is neither joined to an agent nor marked as its own page in app/data/agents.json",
    ]);
  });

  it("fails for a name listed on two agents and a line no board has", () => {
    const o3 = table.agents[0]!;
    const problems = identityTableProblems(boards, [
      ...table.agents,
      {
        ...o3,
        slug: "o3-copy",
        names: [
          { board: "recruiting", name: "o3" },
          { board: "deepsearch", name: "o5 (Search)" },
        ],
      },
    ]);
    expect(problems).toEqual([
      "recruiting: o3 is listed for both o3 and o3-copy",
      "deepsearch: o5 (Search) is in app/data/agents.json but on no board",
    ]);
  });

  it("joins o3 across all four boards under their own names", () => {
    expect(
      [
        ["scienceqa", "o3-high"],
        ["deepsearch", "o3 (Search)"],
        ["recruiting", "o3"],
        ["marketing", "o3"],
      ].map(([board, name]) => agentSlugOf(board!, name!)),
    ).toEqual(["o3", "o3", "o3", "o3"]);
    expect(agentIdentityOf("o3")?.identity).toBe("joined");
  });

  it("gives a name the table does not have a page of its own, never an existing agent's", () => {
    // A plain ASCII name keeps its readable slug; a listed agent's slug, or a name a slug cannot show, gets a hash.
    expect(agentSlugOf("deepsearch", "Brand New Agent")).toBe(
      "brand-new-agent",
    );
    expect(agentSlugOf("babyvision", "Gemini3-Pro-Preview")).toBe(
      "gemini3-pro-preview",
    );
    expect(agentSlugOf("scienceqa", "O3")).toMatch(/^o3--[0-9a-f]{8}$/);
    expect(agentSlugOf("deepsearch", "Café Agent")).toMatch(
      /^cafe-agent--[0-9a-f]{8}$/,
    );
  });
});

describe("agent profiles", () => {
  const profiles = agentProfiles(boards);
  const o3 = profiles.find((profile) => profile.slug === "o3")!;

  it("has one profile per table line, every result of every board edition once", () => {
    expect(profiles).toHaveLength(table.agents.length);
    const results = profiles.flatMap((profile) => profile.results);
    expect(results).toHaveLength(
      boards.reduce((sum, board) => sum + board.rows.length, 0),
    );
  });

  it("collects o3's results on all four boards with rank, headline and the ScienceQA interval", () => {
    expect(
      o3.results.map((result) => [
        result.board,
        result.edition,
        result.rank,
        result.headline,
      ]),
    ).toEqual([
      ["deepsearch", "2025.05", 1, "65+"],
      ["recruiting", "2025.06", 1, "78.5"],
      ["marketing", "2025.06", 1, "50.8"],
      ["scienceqa", "latest", 1, "60.8"],
    ]);
    // By hand: Wilson, z = 1.96, n = 100, p = 0.608 -> 51.00–69.80.
    expect(o3.results.at(-1)?.interval).toEqual({ low: 51, high: 69.8 });
  });

  it("gives DeepSearch 2025.10 entries their movement against 2025.05", () => {
    const fellou = profiles.find((profile) => profile.slug === "fellou")!;
    expect(fellou.results[0]?.movement).toBe("New in 2025.10");
    const grok = profiles.find(
      (profile) => profile.slug === "supergrok-expert",
    )!;
    expect(grok.results[0]?.movement).toBe(
      "Rank 3 in 2025.05 as Grok-3 (DeeperSearch) (the same product line, by the reviewed edition aliases) → 2 (up 1)",
    );
  });

  it("says where a DeepSearch entry went in the next edition (the reviewed edition alias)", () => {
    expect(o3.results[0]?.movement).toBe(
      "Continued as ChatGPT-5-Pro in 2025.10 (reviewed edition alias)",
    );
    const chatgpt = profiles.find(
      (profile) => profile.slug === "chatgpt-5-pro",
    )!;
    expect(chatgpt.results[0]?.movement).toBe(
      "Rank 1 in 2025.05 as o3 (Search) (the same product line, by the reviewed edition aliases) → 1 (unchanged)",
    );
  });
});

describe("agent slugs of names the table does not join (issue 33)", () => {
  const BOARDS = [
    "scienceqa",
    "deepsearch",
    "recruiting",
    "marketing",
    "sales",
  ];
  const listedNames = table.agents.flatMap((agent) =>
    agent.names.map((entry) => entry.name),
  );
  // Table names, their case and punctuation variants, CJK and emoji names, and any text at all.
  const name = fc.oneof(
    fc.constantFrom(...listedNames, "豆包", "文心一言", "🚀", "🤖🤖", "", " "),
    fc
      .constantFrom(...listedNames)
      .chain((listed) =>
        fc.constantFrom(listed.toUpperCase(), ` ${listed}!`, `${listed}-2`),
      ),
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,8}){0,2}$/),
  );
  const entry = fc.record({ board: fc.constantFrom(...BOARDS), name });

  it("never puts two different names on one page unless the table joins them or they are one ASCII name spelled two ways", () => {
    fc.assert(
      fc.property(entry, entry, (a, b) => {
        fc.pre(a.name.normalize("NFC") !== b.name.normalize("NFC"));
        const joined =
          listedAgentSlug(a.board, a.name) !== undefined &&
          listedAgentSlug(a.board, a.name) === listedAgentSlug(b.board, b.name);
        fc.pre(!joined && !sameUnlistedName(a.name, b.name));
        expect(agentSlugOf(a.board, a.name)).not.toBe(
          agentSlugOf(b.board, b.name),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("gives URL-safe slugs, the same each time for the same name", () => {
    fc.assert(
      fc.property(entry, ({ board, name }) => {
        const slug = agentSlugOf(board, name);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(--[0-9a-f]{8})?$/);
        expect(agentSlugOf(board, name)).toBe(slug);
        expect(agentSlugOf(board, name.normalize("NFD"))).toBe(slug);
      }),
    );
  });

  it("gives a Chinese-only name and an emoji name pages of their own", () => {
    const slugs = ["豆包", "文心一言", "🚀"].map((name) =>
      agentSlugOf("deepsearch", name),
    );
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).not.toContain("entry");
  });
});

describe("the BabyVision models in the identity table", () => {
  const babyVisionBoards = ["babyvision", "babyvision-gen"];
  const onBabyVision = boards.filter((board) =>
    babyVisionBoards.includes(board.board),
  );
  /** A model's name up to spelling: case, spaces, hyphens and dots ("Grok-4" and "grok 4" are one name). */
  const spelling = (name: string) =>
    name.toLowerCase().replace(/[^a-z0-9]/g, "");

  it("lists every model of both boards, each with a reason", () => {
    for (const board of onBabyVision)
      for (const row of board.rows) {
        const slug = listedAgentSlug(board.board, row.name);
        expect(slug, `${board.board}: ${row.name}`).toBeDefined();
        expect(agentIdentityOf(slug!)?.reason.length).toBeGreaterThan(10);
      }
  });

  it("keeps Grok-4 apart from Grok 3 Mini and every Grok 3 entry", () => {
    const grok4 = agentSlugOf("babyvision", "Grok-4");
    const grok3 = table.agents.filter((agent) =>
      agent.names.some((entry) => /grok[- ]?3/i.test(entry.name)),
    );
    expect(grok3.map((agent) => agent.slug)).toContain(
      agentSlugOf("scienceqa", "Grok 3 Mini (with Thinking)"),
    );
    expect(grok3.map((agent) => agent.slug)).not.toContain(grok4);
    expect(agentIdentityOf(grok4)?.names).toEqual([
      { board: "babyvision", name: "Grok-4" },
    ]);
  });

  it("joins a BabyVision model with another board's entry only where the names are the same model's", () => {
    const others = boards.filter(
      (board) => !babyVisionBoards.includes(board.board),
    );
    for (const board of onBabyVision)
      for (const row of board.rows)
        for (const other of [...onBabyVision, ...others])
          for (const candidate of other.rows) {
            if (other === board && candidate === row) continue;
            const sameName = spelling(candidate.name) === spelling(row.name);
            const joined =
              agentSlugOf(board.board, row.name) ===
              agentSlugOf(other.board, candidate.name);
            expect(
              joined,
              `${board.board}: ${row.name} and ${other.board}: ${candidate.name}`,
            ).toBe(sameName);
          }
  });

  it("has each BabyVision model's reason in Chinese", () => {
    const reasons: Record<string, string> = chineseReasons.reasons;
    for (const board of onBabyVision)
      for (const row of board.rows)
        expect(reasons[agentSlugOf(board.board, row.name)]).toMatch(
          /\p{Script=Han}/u,
        );
  });
});
