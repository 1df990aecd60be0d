import { describe, expect, it } from "vitest";
import { z } from "zod";

import { exportFieldsOf } from "@/components/leaderboard/columns";
import {
  leaderboardCsv,
  leaderboardJson,
} from "@/components/leaderboard/export";
import { boardDefinitionOf } from "@/data/board-definitions";
import { editionsOf } from "@/data/board-lookup";
import { genericEdition } from "@/data/generic-boards";
import { sharedRanks } from "@/lib/ties";
import { translatorIn } from "@/test/translator";

import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { boardFile } from "../../../../build-time/data-api/build";
import { editionColumns } from "./edition-columns";

// The table view's downloads carry every field the data API's file for the same edition carries (issue 36): the
// categories and the 22 subtypes (on the page only in the breakdown table), each with its ± and runs, for
// every ranked and reference row, with the same values: both built from the board's definition and its files.

const api = dataApiBoards();

const downloadSchema = z.object({
  columns: z.array(z.object({ key: z.string() })),
  rows: z.array(z.record(z.string(), z.unknown())),
});

function fullDownload(slug: string) {
  const board = boardDefinitionOf(slug)!;
  const [id] = editionsOf(board);
  const edition = { ...genericEdition(board, id!)!, board, edition: id! };
  const { rows, name, columns } = editionColumns(
    edition,
    translatorIn("en"),
    "en",
  );
  const rank = (row: (typeof rows)[number]) => row.rank;
  const input = {
    info: {
      board: board.title,
      edition: id!,
      slug: `${slug}-${id}`,
      sources: edition.source,
    },
    fields: exportFieldsOf([name, ...columns]),
    rows,
    rank,
    tied: sharedRanks(rows.flatMap((row) => row.rank ?? [])),
    view: { kind: "full" } as const,
  };
  return {
    id: id!,
    columns,
    json: downloadSchema.parse(JSON.parse(leaderboardJson(input))),
    csvHeader: leaderboardCsv(input).split(/\r?\n/)[0]!.split(","),
  };
}

describe.each(["babyvision", "babyvision-gen"])(
  "%s: the table view's downloads against the data API's file",
  (slug) => {
    const download = fullDownload(slug);
    const file = boardFile(
      api.find(
        (candidate) =>
          candidate.board === slug && candidate.edition === download.id,
      )!,
    );
    const nameKey = file.fields[0]!.key;
    const spreadKeys = (spread: unknown) =>
      Object.keys(spread ?? {}).flatMap((key) => [`${key}_std`, `${key}_runs`]);

    it("has a column for every field of the data API file, subtypes and their ± included", () => {
      const keys = download.json.columns.map((column) => column.key);
      const subtypes = file.fields.filter((field) => "subtypeOf" in field);
      // BabyVision publishes its 22 subtypes; BabyVision-Gen publishes none (the guard: the test reads a subtype).
      if (slug === "babyvision") expect(subtypes.length).toBeGreaterThan(0);
      for (const field of file.fields) expect(keys).toContain(field.key);
      for (const row of [...file.rows, ...(file.reference ?? [])])
        for (const key of spreadKeys(row.spread)) expect(keys).toContain(key);
      expect(download.csvHeader).toEqual(keys);
    });

    it("gives every ranked and reference row the file's values and spreads", () => {
      const published = [
        ...file.rows.map((row) => ({
          row,
          name: String(Reflect.get(row, nameKey)),
        })),
        ...(file.reference ?? []).map((row) => ({ row, name: row.name })),
      ];
      expect(download.json.rows).toHaveLength(published.length);
      // A ranked row of the file carries every field; its figures are what is compared below.
      for (const row of file.rows)
        for (const field of file.fields)
          expect(Object.hasOwn(row, field.key)).toBe(true);
      for (const { row, name } of published) {
        const downloaded = download.json.rows.find(
          (candidate) => candidate[nameKey] === name,
        );
        expect(downloaded, name).toBeDefined();
        // A reference row in the file gives its name as `name` and only the values it publishes (no company).
        for (const field of file.fields.filter((candidate) =>
          Object.hasOwn(row, candidate.key),
        ))
          expect(downloaded![field.key], `${name} ${field.key}`).toEqual(
            Reflect.get(row, field.key),
          );
        for (const [key, { std, runs }] of Object.entries(row.spread ?? {})) {
          expect(downloaded![`${key}_std`], `${name} ${key} ±`).toBe(std);
          expect(downloaded![`${key}_runs`], `${name} ${key} runs`).toBe(runs);
        }
      }
    });

    it("draws no subtype as a column of the table: the breakdown shows them", () => {
      const subtypeKeys = new Set(
        file.fields
          .filter((field) => "subtypeOf" in field)
          .map((field) => field.key),
      );
      for (const column of download.columns.filter(
        (candidate) => candidate.id !== "mode",
      ))
        expect(Boolean(column.downloadOnly)).toBe(subtypeKeys.has(column.id));
    });
  },
);
