import { expect } from "vitest";

import type { ExportField } from "@/components/leaderboard/columns";

import type { BoardId } from "../../app/lib/data-api/urls";
import { dataApiBoards } from "./boards";

/**
 * Checks that a page's downloadable columns and the data API describe the same fields alike:
 * every exported column is an API field with the same key, label, unit, description and
 * direction, and every published (not derived) API field is a column or the board's name field.
 */
export function expectApiFieldsToMatchColumns<Row>(
  board: BoardId,
  edition: string,
  nameKey: string,
  fields: readonly ExportField<Row>[],
) {
  const api = dataApiBoards().find(
    (candidate) => candidate.board === board && candidate.edition === edition,
  );
  expect(api, `${board}/${edition}`).toBeDefined();
  const page = fields.map((field) => ({
    key: field.key,
    label: field.header,
    unit: field.unit ?? null,
    description: field.description ?? null,
    lowerIsBetter: field.lowerIsBetter ?? false,
  }));
  for (const column of page) {
    expect(api!.fields).toContainEqual(expect.objectContaining(column));
  }
  const published = api!.fields
    .filter((field) => field.derivedFrom === null)
    .map((field) => field.key);
  expect(published.sort()).toEqual(
    [nameKey, ...page.map((column) => column.key)].sort(),
  );
}
