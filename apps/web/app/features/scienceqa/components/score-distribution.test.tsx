import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { rankingFixture } from "../api/fixtures";
import { parseScienceQaRanking } from "../api/get-scienceqa-ranking";
import { orderScienceQaRanking } from "../lib/order-ranking";
import { ScoreDistribution } from "./score-distribution";

const TITLE = /ScienceQA average score per model/;

describe("ScoreDistribution", () => {
  it("draws the ranking's scores as bars, in leaderboard order, from the same rows as the table", () => {
    const entries = orderScienceQaRanking(
      parseScienceQaRanking(rankingFixture),
    );
    render(<ScoreDistribution page={undefined} entries={entries} />);
    const items = within(
      screen.getByRole("list", { name: TITLE }),
    ).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(
      entries.map(
        (entry) => `${entry.modelName}${entry.score?.toFixed(1) ?? "-"}`,
      ),
    );
  });

  it("draws no bars when no score is known", () => {
    render(<ScoreDistribution page={undefined} entries={[]} />);
    expect(screen.queryByRole("list", { name: TITLE })).toBeNull();
  });
});
