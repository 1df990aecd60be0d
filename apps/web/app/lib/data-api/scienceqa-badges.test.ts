import { describe, expect, it } from "vitest";
import { z } from "zod";

import { readSeedJson } from "../../../build-time/cms-seed";
import { loadScienceQaSnapshot } from "../../../build-time/data-api/scienceqa-snapshot";
import { badgeEntries, entryName } from "./badge-entries";
import { inLiveRanking } from "./scienceqa-badges";

// The seed as its file holds it: rows of any shape (what the snapshot's own schema refuses is the point below).
const seed = z
  .looseObject({ rows: z.array(z.looseObject({})).min(1) })
  .parse(readSeedJson("scienceqa.json"));

describe("ScienceQA badges", () => {
  it("offer a snapshot entry only when the live ranking still has a model of that name", () => {
    const entries = badgeEntries(
      "scienceqa",
      "latest",
      loadScienceQaSnapshot().rows.map((row) => ({
        name: entryName.model(row),
        rank: row.rank,
      })),
    );
    const offered = entries.filter(
      inLiveRanking(["O3-High", "Gemini 2.5 Pro", "A model added later", null]),
    );
    expect(offered.map((entry) => entry.slug)).toEqual([
      "o3-high",
      "gemini-2-5-pro",
    ]);
  });

  it("come from the CMS seed, which parses as the published board", () => {
    expect(loadScienceQaSnapshot().rows).toHaveLength(seed.rows.length);
    expect(() =>
      loadScienceQaSnapshot({
        ...seed,
        rows: [{ ...seed.rows[0], average_score: "60.8" }],
      }),
    ).toThrow(/apps\/cms\/data\/scienceqa\.json/);
  });
});
