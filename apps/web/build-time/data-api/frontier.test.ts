import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import babyVisionSeed from "../../../cms/data/boards/babyvision.json";
import { editionDates } from "../../app/lib/edition-dates";
import { dataApiBoards, type BoardEdition } from "./boards";
import { buildDataApi } from "./build";
import {
  boardFrontier,
  buildFrontier,
  frontierFile,
  frontierOfFolder,
} from "./frontier";
import { frontierFileSchema, toJsonSchema } from "./schema";

const boards = dataApiBoards();
const AS_OF = "2026-11-27";
const file = buildFrontier(boards);
const frontierOf = (board: string) =>
  file.boards.find((candidate) => candidate.board === board)!;
const editionsOf = (board: string) =>
  boards.filter((candidate) => candidate.board === board);
const place = { track: "agi", category: "test", route: "/agi/test" };

/** A board edition like BabyVision's with these rows' overall values (and a reference row at 94.1). */
function edition(
  id: string,
  released: string | null,
  overalls: (number | null)[],
): BoardEdition {
  const base = editionsOf("babyvision")[0]!;
  return {
    ...base,
    edition: id,
    dates: editionDates(id, released, []),
    rows: overalls.map((overall, index) => ({
      ...base.rows[0]!,
      name: `Model ${index + 1}`,
      headline: overall === null ? "-" : String(overall),
      values: { ...base.rows[0]!.values, overall },
    })),
  };
}

describe("the frontier of the boards the build reads", () => {
  it("has every board of the data API once, its editions oldest first", () => {
    expect(file.boards.map((board) => board.board)).toEqual([
      ...new Set(boards.map((board) => board.board)),
    ]);
    const deepSearch = frontierOf("deepsearch");
    expect(deepSearch.editions.map((point) => point.edition)).toEqual([
      "2025.05",
      "2025.10",
    ]);
    expect(deepSearch.editions.map((point) => point.date)).toEqual([
      "2025-05-28",
      "2025-10-24",
    ]);
  });

  it("takes BabyVision's best overall accuracy and the gap to adult humans from the seed's entries", () => {
    const [seedEdition] = babyVisionSeed.editions;
    const ranked = seedEdition!.entries.filter((entry) => entry.rank !== null);
    const best = Math.max(...ranked.map((entry) => entry.values.overall));
    const humans = seedEdition!.entries.find((entry) => entry.rank === null)!;
    const [point] = frontierOf("babyvision").editions;
    expect(point!.frontier?.value).toBe(best);
    expect(point!.frontier?.leaders.map((leader) => leader.name)).toEqual(
      ranked
        .filter((entry) => entry.values.overall === best)
        .map((entry) => entry.name),
    );
    expect(point!.reference).toEqual([
      {
        name: humans.name,
        value: humans.values.overall,
        text: String(humans.values.overall),
        gap: Number((humans.values.overall - best).toFixed(1)),
      },
    ]);
    expect(point!.evaluated).toBe(null);
    expect(point!.released).toBe(seedEdition!.released);
    expect(point!.change).toBe(null);
  });

  it("reads DeepSearch's bands by their lower bound and gives the change without subtracting bands", () => {
    const [first, second] = frontierOf("deepsearch").editions;
    const top = (id: string) =>
      editionsOf("deepsearch").find((board) => board.edition === id)!.rows[0]!;
    expect(first!.frontier?.text).toBe(top("2025.05").headline);
    expect(second!.frontier?.text).toBe(top("2025.10").headline);
    expect(second!.evaluated).toEqual({ from: "2025.08", to: "2025.08" });
    expect(second!.change).toEqual({
      since: "2025.05",
      from: top("2025.05").headline,
      delta: null,
    });
    expect(frontierOf("deepsearch").headline.valueKey).toBe(
      "accuracy_lower_bound",
    );
  });

  it("links each leader to its agent page", () => {
    const [point] = frontierOf("babyvision").editions;
    expect(point!.frontier?.leaders[0]?.page).toBe(
      "/agents/gemini3-pro-preview",
    );
  });

  it("places each board where its definition lives, and ScienceQA at its page", () => {
    expect(frontierOf("babyvision")).toMatchObject({
      track: "agi",
      category: "multimodality",
      route: "/agi/babyvision",
    });
    expect(frontierOf("scienceqa")).toMatchObject({
      track: null,
      category: null,
      route: "/agi/scienceqa",
    });
  });

  it("is what the data API serves at /data/frontier.json, and its JSON Schema accepts it", () => {
    const files = new Map(
      buildDataApi(boards, file).map((api) => [api.path, api.content]),
    );
    const served: unknown = JSON.parse(files.get("/data/frontier.json")!);
    expect(served).toEqual(JSON.parse(JSON.stringify(file)));
    const schema = z
      .record(z.string(), z.unknown())
      .parse(JSON.parse(files.get("/data/schema/v1/frontier.json")!));
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(
      schema,
    );
    expect(validate(served)).toBe(true);
    const index: unknown = JSON.parse(files.get("/data/index.json")!);
    expect(index).toMatchObject({
      frontier: {
        url: "/data/frontier.json",
        schema: "/data/schema/v1/frontier.json",
      },
    });
  });
});

describe("boardFrontier", () => {
  it("gives the change in published decimals between consecutive editions, in date order", () => {
    const board = boardFrontier(
      [
        edition("2026.07", "2026-07-01", [55.2, 40]),
        edition("2026.01", "2026-01-10", [49.7, 34.4]),
      ],
      place,
      AS_OF,
    );
    expect(board.editions.map((point) => point.edition)).toEqual([
      "2026.01",
      "2026.07",
    ]);
    expect(board.editions[1]!.change).toEqual({
      since: "2026.01",
      from: "49.7",
      delta: 5.5,
    });
    expect(board.editions[1]!.reference[0]!.gap).toBe(38.9);
  });

  it("lists every entry tied at the best value", () => {
    const [point] = boardFrontier(
      [edition("2026.01", "2026-01-10", [30, 49.7, 49.7])],
      place,
      AS_OF,
    ).editions;
    expect(point!.frontier?.leaders.map((leader) => leader.name)).toEqual([
      "Model 2",
      "Model 3",
    ]);
  });

  it("takes the smallest value on a lower-is-better board, and measures the gap the other way", () => {
    const base = edition("2026.01", "2026-01-10", [12, 8.5, null]);
    const lower: BoardEdition = {
      ...base,
      fields: base.fields.map((field) =>
        field.key === "overall" ? { ...field, lowerIsBetter: true } : field,
      ),
      reference: [{ ...base.reference[0]!, values: { overall: 3 } }],
    };
    const [point] = boardFrontier([lower], place, AS_OF).editions;
    expect(point!.frontier?.value).toBe(8.5);
    expect(point!.reference[0]!.gap).toBe(5.5);
  });

  it("has no frontier, gap or change where no entry publishes a value", () => {
    const board = boardFrontier(
      [
        edition("2026.01", "2026-01-10", [49.7]),
        edition("2026.02", "2026-02-10", [null]),
      ],
      place,
      AS_OF,
    );
    expect(board.editions[1]).toMatchObject({
      frontier: null,
      change: null,
      reference: [{ gap: null }],
    });
  });

  it("calls a board stale only when its newest edition is over 180 days older than the build", () => {
    const editions = [edition("2026.01", "2026-01-10", [49.7])];
    expect(boardFrontier(editions, place, "2026-07-09").stale).toBe(false);
    expect(boardFrontier(editions, place, "2026-07-10").stale).toBe(true);
  });

  it("fits its zod schema for any board of the build", () => {
    expect(
      frontierFileSchema.safeParse(frontierFile(boards, {}, AS_OF)).success,
    ).toBe(true);
    expect(toJsonSchema(frontierFileSchema)).toMatchObject({
      type: "object",
    });
  });
});

describe("the frontier of a boards folder", () => {
  const cache = () => globalThis.evergreenFrontiers;
  it("is computed once per folder in a process, however many copies of this module ask (data API, loaders)", () => {
    globalThis.evergreenFrontiers = undefined;
    const first = frontierOfFolder(undefined);
    expect(first).toEqual(buildFrontier(dataApiBoards(undefined), undefined));
    expect(frontierOfFolder(undefined)).toBe(first);
    // What a second copy of this module (the server build's) finds: the same computation, not a new one.
    const cached = [...(cache()?.values() ?? [])];
    expect(cached).toHaveLength(1);
    expect(cached[0]).toBe(first);
  });
});
