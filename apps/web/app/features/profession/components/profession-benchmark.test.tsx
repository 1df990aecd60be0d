import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { dataApiBoards } from "../../../../build-time/data-api/boards";
import {
  MarketingBenchmark,
  RecruitingBenchmark,
} from "./profession-benchmark";

// The profession columns are built inside the page, so the check reads the rendered headers.
describe.each([
  {
    Page: RecruitingBenchmark,
    board: "recruiting",
    table: "Recruiting leaderboard",
  },
  {
    Page: MarketingBenchmark,
    board: "marketing",
    table: "Marketing leaderboard",
  },
])("the $board page and the data API", ({ Page, board, table }) => {
  it("label the same fields in the same order", () => {
    renderInLanguage(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const headers = within(screen.getByRole("region", { name: table }))
      .getAllByRole("columnheader")
      .map((header) => header.textContent?.trim());
    const api = dataApiBoards().find((candidate) => candidate.board === board)!;
    expect(headers).toEqual([
      "Rank",
      ...api.fields.map((field) => field.label),
    ]);
  });
});
