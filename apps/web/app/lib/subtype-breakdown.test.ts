import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { boardDefinitionOf } from "@/data/board-definitions";
import { genericEdition } from "@/data/generic-boards";

import {
  breakdownOf,
  subtypeGaps,
  subtypeReference,
} from "./subtype-breakdown";

// The expectations are computed from the project's shared data set (../shared/data/babyvision.json, outside the
// repository), never written by hand: the board files the site reads must give the same gaps and breakdowns.
const SHARED = path.resolve(
  import.meta.dirname,
  "../../../../../shared/data/babyvision.json",
);
const subtypesSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.object({ mean: z.number().nullable(), std: z.number().nullable() }),
  ),
);
const sharedSchema = z.object({
  rows: z.array(z.looseObject({ model: z.string(), subtypes: subtypesSchema })),
  reference_rows: z.array(
    z.looseObject({
      subtypes: z
        .record(z.string(), z.record(z.string(), z.number().nullable()))
        .optional(),
    }),
  ),
});

const babyVision = () => {
  const board = boardDefinitionOf("babyvision");
  const edition = board ? genericEdition(board, "2026.01") : undefined;
  if (!board || !edition)
    throw new Error("the snapshot has babyvision 2026.01");
  return { board, edition };
};

describe.skipIf(!existsSync(SHARED))("BabyVision's subtypes", () => {
  const shared = () =>
    sharedSchema.parse(JSON.parse(readFileSync(SHARED, "utf8")));

  it("ranks the subtypes by the gap between the best model and adult humans, the largest first", () => {
    const data = shared();
    const humans = data.reference_rows.find((row) => row.subtypes)!.subtypes!;
    const expected = Object.entries(humans)
      .flatMap(([category, subtypes]) =>
        Object.entries(subtypes).flatMap(([subtype, human]) => {
          const scores = data.rows.flatMap((row) => {
            const mean = row.subtypes[category]?.[subtype]?.mean;
            return typeof mean === "number" ? [{ model: row.model, mean }] : [];
          });
          if (human === null || scores.length === 0) return [];
          const best = Math.max(...scores.map((score) => score.mean));
          return [
            {
              label: subtype,
              category,
              best: scores
                .filter((score) => score.mean === best)
                .map((score) => score.model)
                .sort(),
              score: best,
              reference: human,
              gap: Number((human - best).toFixed(6)),
            },
          ];
        }),
      )
      .sort((a, b) => b.gap - a.gap);
    const { board, edition } = babyVision();
    const gaps = subtypeGaps(
      board.fields,
      edition.rows,
      subtypeReference(board.fields, edition.reference ?? []),
    );
    expect(
      gaps.map((gap) => ({
        label: gap.label,
        category: gap.category.label,
        best: [...gap.best].sort(),
        score: gap.score,
        reference: gap.reference,
        gap: gap.gap,
      })),
    ).toEqual(expected);
    // Sorted, the largest gap first, each gap the reference minus the best score.
    expect(gaps.map((gap) => gap.gap)).toEqual(
      [...gaps.map((gap) => gap.gap)].sort((a, b) => b - a),
    );
  });

  it("breaks every model's row down into the paper's categories and subtypes, with each published ±", () => {
    const data = shared();
    const { board, edition } = babyVision();
    const reference = subtypeReference(board.fields, edition.reference ?? []);
    for (const row of data.rows) {
      const entry = edition.rows.find(
        (candidate) => candidate.agent === row.model,
      );
      if (!entry) throw new Error(`${row.model} is on the board`);
      const breakdown = breakdownOf(board.fields, entry, reference);
      expect(breakdown.reference).toBe("Adult humans");
      expect(
        Object.fromEntries(
          breakdown.categories.map((category) => [
            category.label,
            Object.fromEntries(
              category.subtypes.map((subtype) => [
                subtype.label,
                { mean: subtype.value, std: subtype.std },
              ]),
            ),
          ]),
        ),
      ).toEqual(row.subtypes);
    }
  });

  it("leaves out a subtype no reference row has, and gives no gap without a reference", () => {
    const { board, edition } = babyVision();
    expect(subtypeGaps(board.fields, edition.rows, undefined)).toEqual([]);
    const gen = boardDefinitionOf("babyvision-gen");
    const genEdition = gen ? genericEdition(gen, "2026.01") : undefined;
    expect(genEdition?.reference ?? []).toEqual([]);
    expect(
      subtypeReference(gen?.fields ?? [], genEdition?.reference ?? []),
    ).toBeUndefined();
  });
});

describe("an entry's breakdown", () => {
  const fields = [
    { key: "overall", label: "Overall" },
    { key: "a", label: "A" },
    { key: "a1", label: "A1", parent: "a" },
    { key: "a2", label: "A2", parent: "a" },
    { key: "b", label: "B" },
  ];
  it("lists only the categories that have subtypes, a missing value as null", () => {
    expect(
      breakdownOf(fields, {
        a: 10,
        a1: 12,
        spread: { a1: { std: 1, runs: 3 } },
      }),
    ).toEqual({
      reference: null,
      categories: [
        {
          key: "a",
          label: "A",
          value: 10,
          std: null,
          reference: null,
          subtypes: [
            { key: "a1", label: "A1", value: 12, std: 1, reference: null },
            { key: "a2", label: "A2", value: null, std: null, reference: null },
          ],
        },
      ],
    });
  });
  it("names every entry tied for the best score of a subtype", () => {
    const gaps = subtypeGaps(
      fields,
      [
        { agent: "x", a1: 50, a2: 10 },
        { agent: "y", a1: 50, a2: 30 },
      ],
      { a1: 100, a2: 40 },
    );
    expect(gaps.map((gap) => [gap.key, gap.best, gap.gap])).toEqual([
      ["a1", ["x", "y"], 50],
      ["a2", ["y"], 10],
    ]);
  });
});
