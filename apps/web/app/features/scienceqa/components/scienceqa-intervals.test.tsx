import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { scienceQaEntry } from "../lib/entry.testing";
import { withIntervals } from "../lib/intervals";
import { orderScienceQaRanking } from "../lib/order-ranking";
import { ScienceQaLeaderboard } from "./scienceqa-leaderboard";

describe("ScienceQA leaderboard intervals", () => {
  it("shows each score's 95% interval and the ranks it is statistically tied with", () => {
    renderInLanguage(
      <MemoryRouter>
        <ScienceQaLeaderboard
          entries={withIntervals(
            orderScienceQaRanking([
              scienceQaEntry({ modelName: "Top", score: 60.8, bon: 78 }),
              scienceQaEntry({ modelName: "o3-high", score: 20, bon: 30 }),
              scienceQaEntry({ modelName: "Middle", score: 50.8, bon: 70 }),
              scienceQaEntry({ modelName: "Low", score: 39.4, bon: 61 }),
              scienceQaEntry({ modelName: "Unscored" }),
            ]),
          )}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("columnheader", { name: "95% interval" }),
    ).toBeInTheDocument();
    const row = (name: string) =>
      within(screen.getByRole("rowheader", { name }).closest("tr")!);
    // By hand: 50.8 -> 41.15–60.39; 60.8 -> 51.00–69.80; 39.4 -> 30.39–49.20.
    expect(row("Middle").getByText("41.2–60.4")).toBeInTheDocument();
    expect(row("Middle").getByText("ranks 1, 3")).toBeInTheDocument();
    expect(row("Top").getByText("51.0–69.8")).toBeInTheDocument();
    expect(row("Top").getByText("rank 2")).toBeInTheDocument();
    expect(row("Low").getByText("rank 2")).toBeInTheDocument();
    expect(row("Unscored").getAllByText("-").length).toBeGreaterThan(1);
    // A name the identity table does not list has no agent page in this build: no link.
    expect(screen.queryByRole("link", { name: "Top" })).toBeNull();
    // The spec's order is untouched.
    expect(
      screen.getAllByRole("rowheader").map((cell) => cell.textContent),
    ).toEqual(["Top", "Middle", "Low", "o3-high", "Unscored"]);
    expect(screen.getByRole("link", { name: "o3-high" })).toHaveAttribute(
      "href",
      "/agents/o3",
    );
  });
});
