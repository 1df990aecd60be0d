import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderInLanguage } from "@/test/render";

import { scienceQaEntry } from "../lib/entry.testing";
import { ScienceQaBoard } from "./scienceqa-board";

// The badge rows' answer, released by the test.
const badgeRows = vi.hoisted(() => {
  let release: (rows: { model: string; rank: number }[]) => void = () => {};
  return {
    answer: () =>
      new Promise<{ model: string; rank: number }[]>((resolve) => {
        release = resolve;
      }),
    release: (rows: { model: string; rank: number }[]) => release(rows),
  };
});
vi.mock("../api/get-badge-rows", () => ({
  getScienceQaBadgeRows: () => badgeRows.answer(),
}));

// Counts the table's renders; the table itself is the real one.
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./scienceqa-leaderboard", async (importOriginal) => {
  const actual =
    await importOriginal<typeof import("./scienceqa-leaderboard")>();
  return {
    ...actual,
    ScienceQaLeaderboard: (
      props: ComponentProps<typeof actual.ScienceQaLeaderboard>,
    ) => {
      tableRenders.count += 1;
      return <actual.ScienceQaLeaderboard {...props} />;
    },
  };
});
// The charts are not what this test is about (they load their drawings when in view).
vi.mock("./scienceqa-charts", () => ({ ScienceQaCharts: () => null }));

afterEach(() => {
  tableRenders.count = 0;
});

describe("ScienceQaBoard", () => {
  it("draws the badge picker when its rows arrive without drawing the table again", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    renderInLanguage(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ScienceQaBoard
            ranking={[
              scienceQaEntry({ modelName: "o3-high", score: 60.8, bon: 78 }),
              scienceQaEntry({ modelName: "Other", score: 50.8, bon: 70 }),
            ]}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole("rowheader", { name: "o3-high" }),
    ).toBeInTheDocument();
    // Every part has had its turn (the agents' links are the part before the picker) before the rows arrive.
    expect(
      await screen.findByRole("region", { name: "Agents on this board" }),
    ).toBeInTheDocument();
    expect(tableRenders.count).toBe(1);

    badgeRows.release([{ model: "o3-high", rank: 1 }]);

    expect(
      await screen.findByRole("region", { name: /embed a badge/i }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Entry")).toHaveDisplayValue("o3-high");
    expect(tableRenders.count).toBe(1);
  });
});
