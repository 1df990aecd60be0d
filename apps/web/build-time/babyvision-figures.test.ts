import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { dataApiBoards } from "./data-api/boards";

// Every BabyVision figure the site builds (the data API's edition files, made from the boards folder the pages
// read) equals the project's shared data set (../shared/data/babyvision.json, outside the repository: the test
// is skipped where that folder is absent). Missing is null on both sides; nothing rounded, nothing added.

const SHARED = path.resolve(
  import.meta.dirname,
  "../../../../shared/data/babyvision.json",
);
const KEYS = [
  "overall",
  "fine_grained_discrimination",
  "visual_tracking",
  "spatial_perception",
  "visual_pattern_recognition",
] as const;

const figures = z.looseObject({
  model: z.string(),
  n_runs: z.number(),
  ...Object.fromEntries(
    KEYS.flatMap((key) => [
      [key, z.number().nullable()],
      [`${key}_std`, z.number().nullable()],
    ]),
  ),
});
const sharedSchema = z.object({
  released: z.string(),
  rows: z.array(figures),
  reference_rows: z.array(
    z.looseObject({
      name: z.string(),
      ...Object.fromEntries(KEYS.map((key) => [key, z.number().nullable()])),
    }),
  ),
  babyvision_gen_rows: z.array(figures),
  babyvision_gen_repo_summary_rows: z.array(figures),
});

const valuesOf = (row: z.infer<typeof figures>) =>
  Object.fromEntries(KEYS.map((key) => [key, row[key] ?? null]));
const spreadOf = (row: z.infer<typeof figures>) =>
  Object.fromEntries(
    KEYS.flatMap((key) => {
      const std = row[`${key}_std`];
      return typeof std === "number" ? [[key, { std, runs: row.n_runs }]] : [];
    }),
  );

const built = (board: string) => {
  const edition = dataApiBoards().find(
    (candidate) => candidate.board === board && candidate.edition === "2026.01",
  );
  if (!edition) throw new Error(`no ${board} 2026.01 in the data API`);
  return {
    rows: edition.rows.map((row) => ({
      name: row.name,
      values: Object.fromEntries(KEYS.map((key) => [key, row.values[key]])),
      spread: Object.fromEntries(
        Object.entries(row.spread ?? {}).filter(([key]) =>
          KEYS.some((known) => known === key),
        ),
      ),
      group: row.values.group ?? null,
    })),
    reference: edition.reference,
  };
};

describe.skipIf(!existsSync(SHARED))(
  "BabyVision on the built site equals ../shared/data/babyvision.json",
  () => {
    const shared = () =>
      sharedSchema.parse(JSON.parse(readFileSync(SHARED, "utf8")));

    it("has the 16 models of Tables 1, 2 and 6, each overall and category score with its ± and runs", () => {
      const { rows } = shared();
      expect(
        [...built("babyvision").rows].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      ).toEqual(
        rows
          .map((row) => ({
            name: row.model,
            values: valuesOf(row),
            spread: spreadOf(row),
            // The paper's groups; its appendix's Qwen3-VL variants are open-source ("scaling/thinking ablation").
            group:
              typeof row.group === "string" ? row.group.split(" (")[0] : null,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
    });

    it("shows adult humans (94.1) as its one reference row, and no child baseline (published only as a chart)", () => {
      const [adults] = shared().reference_rows;
      const { reference } = built("babyvision");
      expect(reference).toHaveLength(1);
      expect(reference[0]).toMatchObject({
        name: "Adult humans",
        values: Object.fromEntries(KEYS.map((key) => [key, adults![key]])),
      });
      expect(reference[0]!.spread).toBeUndefined();
      expect(reference[0]!.values.overall).toBe(94.1);
    });

    it("has BabyVision-Gen's 3 paper models and the repository's nanobanana, with the repository's figures", () => {
      const data = shared();
      const repository = data.babyvision_gen_repo_summary_rows.filter(
        (row) => row.model === "nanobanana",
      );
      expect(repository).toHaveLength(1);
      expect(
        [...built("babyvision-gen").rows].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      ).toEqual(
        [...data.babyvision_gen_rows, ...repository]
          .map((row) => ({
            name: row.model,
            values: valuesOf(row),
            spread: spreadOf(row),
            group: null,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      expect(built("babyvision-gen").reference).toEqual([]);
    });
  },
);
