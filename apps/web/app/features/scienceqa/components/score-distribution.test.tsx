import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

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
    renderInLanguage(<ScoreDistribution page={undefined} entries={entries} />);
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
    renderInLanguage(<ScoreDistribution page={undefined} entries={[]} />);
    expect(screen.queryByRole("list", { name: TITLE })).toBeNull();
  });

  it("speaks Chinese on Chinese pages, model names unchanged", () => {
    const entries = orderScienceQaRanking(
      parseScienceQaRanking(rankingFixture),
    );
    renderInLanguage(
      <ScoreDistribution
        page={{
          scienceQaCount: 10,
          companiesCount: 7,
          rankImageUrl: undefined,
        }}
        entries={entries}
      />,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByRole("heading", { name: "得分分布" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^我们在 ScienceQA 上评测了来自 7 家公司的 10 个模型。/),
    ).toBeInTheDocument();
    const items = within(
      screen.getByRole("list", { name: /ScienceQA 各模型平均得分/ }),
    ).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain(entries[0]?.modelName ?? "-");
  });
});
