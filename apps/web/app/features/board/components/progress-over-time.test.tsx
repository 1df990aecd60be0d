import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { buildFrontier } from "../../../../build-time/data-api/frontier";
import { ProgressOverTime } from "./progress-over-time";

// The expectations are read from the same computation as /data/frontier.json over the committed boards.
const frontier = buildFrontier(dataApiBoards());
const board = (id: string) =>
  frontier.boards.find((candidate) => candidate.board === id)!;

const render = (id: string, locale: "en" | "zh-CN" = "en") =>
  renderInLanguage(
    <MemoryRouter>
      <ProgressOverTime frontier={board(id)} />
    </MemoryRouter>,
    { locale },
  );

const bodyRows = () =>
  within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("a board's progress over time", () => {
  it("lists every edition oldest first with its best published value, who published it, and the change (bands are not subtracted)", () => {
    const deepSearch = board("deepsearch");
    render("deepsearch");
    const rows = bodyRows();
    expect(rows).toHaveLength(deepSearch.editions.length);
    deepSearch.editions.forEach((edition, index) => {
      const row = within(rows[index]!);
      expect(
        row.getByRole("rowheader", { name: edition.edition }),
      ).toBeInTheDocument();
      expect(row.getByText(edition.frontier!.text)).toBeInTheDocument();
      for (const leader of edition.frontier!.leaders)
        expect(row.getByRole("link", { name: leader.name })).toHaveAttribute(
          "href",
          leader.page,
        );
    });
    const [older, newer] = deepSearch.editions;
    expect(
      within(rows[1]!).getByText(
        `${older!.frontier!.text} → ${newer!.frontier!.text} since ${older!.edition}`,
      ),
    ).toBeInTheDocument();
    // No reference row is published on DeepSearch: no gap column.
    expect(
      screen.queryByRole("columnheader", {
        name: "Gap to the human reference",
      }),
    ).toBeNull();
  });

  it("gives BabyVision's gap to adult humans", () => {
    const babyVision = board("babyvision");
    const [edition] = babyVision.editions;
    const [humans] = edition!.reference;
    render("babyvision");
    expect(
      screen.getByRole("columnheader", { name: "Gap to the human reference" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `${humans!.gap} behind ${humans!.name} (${humans!.text})`,
      ),
    ).toBeInTheDocument();
  });

  it("reads in Chinese on /zh", () => {
    const [edition] = board("babyvision").editions;
    const [humans] = edition!.reference;
    render("babyvision", "zh-CN");
    expect(screen.getByText("随时间的进展")).toBeInTheDocument();
    expect(
      screen.getByRole("columnheader", { name: "与人类参考值的差距" }),
    ).toBeInTheDocument();
    // The reference's name in Chinese (data/reference-names.zh-CN.json), as the board's sections say it.
    expect(humans!.name).toBe("Adult humans");
    expect(
      screen.getByText(`比成年人（${humans!.text}）低 ${humans!.gap}`),
    ).toBeInTheDocument();
  });
});
