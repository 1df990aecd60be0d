import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { buildFrontier } from "../../../../build-time/data-api/frontier";
import { trackedBoard } from "../lib/tracking";
import { TrackingPanel } from "./tracking-panel";

const frontier = buildFrontier(dataApiBoards());
const boards = frontier.boards.map(trackedBoard);
const board = (id: string) =>
  boards.find((candidate) => candidate.board === id)!;

const rowOf = (title: string) =>
  screen.getByRole("rowheader", { name: title }).closest("tr")!;

describe("the /agi tracking panel", () => {
  it("shows BabyVision's frontier, its date, the gap to adult humans and no change (one edition)", () => {
    renderInLanguage(
      <MemoryRouter>
        <TrackingPanel boards={boards} />
      </MemoryRouter>,
    );
    const babyVision = board("babyvision");
    const row = within(rowOf(babyVision.title));
    const [leader] = babyVision.latest.frontier!.leaders;
    const [humans] = babyVision.latest.reference;
    expect(row.getByText("Multimodality")).toBeInTheDocument();
    expect(row.getByText(babyVision.latest.frontier!.text)).toBeInTheDocument();
    expect(row.getByRole("link", { name: leader!.name })).toHaveAttribute(
      "href",
      leader!.page,
    );
    expect(
      row.getByText(`Edition 2026.01 · released ${babyVision.latest.released}`),
    ).toBeInTheDocument();
    expect(
      row.getByText(`${humans!.gap} behind ${humans!.name} (${humans!.text})`),
    ).toBeInTheDocument();
    // No previous edition: no change; no published human reference on BabyVision-Gen: no gap.
    const cells = row.getAllByRole("cell");
    expect(cells.at(-1)).toHaveTextContent(/^-$/);
    const gen = within(rowOf(board("babyvision-gen").title)).getAllByRole(
      "cell",
    );
    expect(gen.at(-2)).toHaveTextContent(/^-$/);
  });

  it("gives DeepSearch's change as bands, and its evaluation date", () => {
    renderInLanguage(
      <MemoryRouter>
        <TrackingPanel boards={boards} />
      </MemoryRouter>,
    );
    const deepSearch = board("deepsearch");
    const row = within(rowOf(deepSearch.title));
    const { change, frontier: best } = deepSearch.latest;
    expect(
      row.getByText(`${change!.from} → ${best!.text} since ${change!.since}`),
    ).toBeInTheDocument();
    expect(
      row.getByText("Edition 2025.10 · evaluated 2025.08"),
    ).toBeInTheDocument();
  });

  it("speaks Chinese on /zh", () => {
    renderInLanguage(
      <MemoryRouter>
        <TrackingPanel boards={boards} />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByRole("columnheader", { name: "与人类参考值的差距" }),
    ).toBeInTheDocument();
    const babyVision = board("babyvision");
    const [humans] = babyVision.latest.reference;
    // The reference row's Chinese name (data/reference-names.zh-CN.json), as the board's sections say it.
    expect(humans!.name).toBe("Adult humans");
    expect(
      within(rowOf(babyVision.title)).getByText(
        `比成年人（${humans!.text}）低 ${humans!.gap}`,
      ),
    ).toBeInTheDocument();
  });
});
