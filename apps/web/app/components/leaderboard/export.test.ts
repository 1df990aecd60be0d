import { describe, expect, it } from "vitest";

import { exportFieldsOf, type LeaderboardColumn } from "./columns";
import {
  downloadFileName,
  leaderboardCsv,
  leaderboardJson,
  type BoardInfo,
  type ExportInput,
} from "./export";
import { defaultTableState } from "./table-state";

type Row = { rank: number; product: string; cost: string | null };

const columns: LeaderboardColumn<Row>[] = [
  { id: "product", header: "Product", value: (row) => row.product },
  {
    id: "cost_per_task",
    header: "Cost/Task",
    value: (row) => row.cost,
    unit: "USD per task",
    lowerIsBetter: true,
  },
  { id: "link", header: "Link", value: () => "x", exportFields: [] },
];

const info: BoardInfo = {
  board: "xbench-DeepSearch",
  edition: "2025.10",
  slug: "deepsearch-2025.10",
  sources: ["https://github.com/xbench-ai/xbench-evals"],
  retrieved: "2026-11-22",
};

const rows: Row[] = [
  { rank: 1, product: "ChatGPT-5-Pro", cost: "~$0.085" },
  { rank: 3, product: 'Agent "A", v2', cost: null },
  { rank: 3, product: "Other", cost: "Free" },
];

const input = (view: ExportInput<Row>["view"]): ExportInput<Row> => ({
  info,
  fields: exportFieldsOf(columns),
  rows,
  rank: (row) => row.rank,
  tied: new Set([3]),
  view,
});

describe("leaderboard downloads", () => {
  it("CSV: rank, tied, then each exported column, quoted where needed", () => {
    expect(leaderboardCsv(input({ kind: "full" }))).toBe(
      [
        "rank,tied,product,cost_per_task",
        "1,false,ChatGPT-5-Pro,~$0.085",
        '3,true,"Agent ""A"", v2",',
        "3,true,Other,Free",
      ].join("\r\n"),
    );
  });

  it("JSON: board, edition, sources, columns with units, and the rows", () => {
    const document = JSON.parse(
      leaderboardJson(
        input({
          kind: "current",
          state: {
            ...defaultTableState,
            q: "a",
            sort: { column: "cost_per_task", direction: "asc" },
          },
        }),
      ),
    );
    expect(document).toMatchObject({
      board: "xbench-DeepSearch",
      edition: "2025.10",
      sources: ["https://github.com/xbench-ai/xbench-evals"],
      retrieved: "2026-11-22",
      view: {
        kind: "current view",
        filter: "a",
        sort: { column: "cost_per_task", direction: "asc" },
      },
      rowCount: 3,
    });
    expect(document.columns.map((c: { key: string }) => c.key)).toEqual([
      "rank",
      "tied",
      "product",
      "cost_per_task",
    ]);
    expect(document.columns[3]).toEqual({
      key: "cost_per_task",
      header: "Cost/Task",
      unit: "USD per task",
      description: null,
      lowerIsBetter: true,
    });
    expect(document.rows[1]).toEqual({
      rank: 3,
      tied: true,
      product: 'Agent "A", v2',
      cost_per_task: null,
    });
  });

  it("names files after the board, edition and view", () => {
    expect(downloadFileName(info, "full", "csv")).toBe(
      "deepsearch-2025.10-full.csv",
    );
    expect(downloadFileName(info, "current", "json")).toBe(
      "deepsearch-2025.10-view.json",
    );
  });
});
