import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  BABYVISION_BOARDS,
  hasSharedBabyVision,
  seedFields,
  SHARED_BABYVISION,
  sharedFigures,
  TOP_KEYS,
} from "./babyvision-shared.testing";
import { dataApiBoards } from "./data-api/boards";
import { boardFile } from "./data-api/build";

// Every BabyVision figure the site builds (the data API's edition files, made from the boards folder the pages
// read) equals the project's shared data set (../shared/data/babyvision.json, outside the repository: the test
// is skipped where that folder is absent). Missing is null on both sides; nothing rounded, nothing added.

const SHARED = SHARED_BABYVISION;
const KEYS = TOP_KEYS;

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

describe.skipIf(!hasSharedBabyVision)(
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

// Every figure, the 22 subtypes and each ± included, in the CMS seed the site is built from and in the data API
// the build writes from the boards folder: the same as the data set, row by row and field by field.
const seedEntriesSchema = z.object({
  editions: z.array(
    z.object({
      entries: z.array(
        z.object({
          name: z.string(),
          rank: z.number().nullable(),
          values: z.record(z.string(), z.number().nullable()),
          spread: z
            .record(z.string(), z.object({ std: z.number(), runs: z.number() }))
            .nullish(),
        }),
      ),
    }),
  ),
});

const byName = <Row extends { name: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

describe.skipIf(!hasSharedBabyVision).each(BABYVISION_BOARDS)(
  "%s: every published figure equals ../shared/data/babyvision.json",
  (board) => {
    const keys = seedFields(board).map((field) => field.key);
    const pick = (values: Readonly<Record<string, unknown>>) =>
      Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));

    it("in the CMS seed: overall, categories, subtypes, every ± and the reference rows", () => {
      const expected = sharedFigures(board);
      const [edition] = seedEntriesSchema.parse(
        JSON.parse(
          readFileSync(
            path.resolve(
              import.meta.dirname,
              `../../cms/data/boards/${board}.json`,
            ),
            "utf8",
          ),
        ),
      ).editions;
      const seeded = (ranked: boolean) =>
        byName(
          edition!.entries
            .filter((entry) => (entry.rank !== null) === ranked)
            .map((entry) => ({
              name: entry.name,
              values: pick(entry.values),
              spread: entry.spread ?? {},
            })),
        );
      expect(seeded(true)).toEqual(byName(expected.entries));
      expect(seeded(false)).toEqual(byName(expected.reference));
    });

    it("in the data API's edition file: the same figures, spreads and reference rows", () => {
      const expected = sharedFigures(board);
      const edition = dataApiBoards().find(
        (candidate) => candidate.board === board,
      )!;
      const file = boardFile(edition);
      expect(
        byName(
          file.rows.map((row) => ({
            name: String(Reflect.get(row, "agent")),
            values: pick(row),
            spread: row.spread ?? {},
          })),
        ),
      ).toEqual(byName(expected.entries));
      expect(
        byName(
          (file.reference ?? []).map((row) => ({
            name: row.name,
            values: pick(row),
            spread: row.spread ?? {},
          })),
        ),
      ).toEqual(byName(expected.reference));
    });
  },
);
