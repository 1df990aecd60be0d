import { describe, expect, it } from "vitest";

import { buildDataApi } from "../../../../build-time/data-api/build";
import { parseBadgeRows } from "./get-badge-rows";

describe("the ScienceQA badge picker's entries", () => {
  it("are the data API snapshot's rows, in published order", () => {
    const file = buildDataApi().find(
      (entry) => entry.path === "/data/scienceqa/latest.json",
    );
    const rows = parseBadgeRows(JSON.parse(file?.content ?? "null"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.rank)).toEqual(
      [...rows.map((row) => row.rank)].sort((a, b) => a - b),
    );
    expect(rows[0]).toEqual({ model: expect.any(String), rank: 1 });
  });

  it("are none when the file is not a board file", () => {
    expect(parseBadgeRows({ rows: [{ rank: "1" }] })).toEqual([]);
    expect(parseBadgeRows("<html>")).toEqual([]);
  });
});
