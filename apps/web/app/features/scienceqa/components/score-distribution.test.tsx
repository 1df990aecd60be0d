import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { ScoreDistribution } from "./score-distribution";

const page = {
  scienceQaCount: 10,
  companiesCount: 7,
  rankImageUrl: "/uploads/scienceqa-rank.png",
};

describe("ScoreDistribution", () => {
  it("says how the questions score, then shows the CMS's chart once, as the figure as published", () => {
    renderInLanguage(<ScoreDistribution page={page} />);
    expect(
      screen.getByRole("heading", { name: "Score distribution" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /We evaluated 10 models from 7 companies on ScienceQA\. The average correct rate on ScienceQA is 32%/,
      ),
    ).toBeInTheDocument();
    const figure = screen.getByRole("figure", {
      name: "The figure as published",
    });
    // What the figure shows is named: the same scores as the table, in the benchmark's palette.
    expect(figure).toHaveTextContent(
      "each model's average score and best-of-5 score",
    );
    expect(within(figure).getAllByRole("img")).toHaveLength(1);
    expect(
      within(figure).getByRole("link", { name: /full size/ }),
    ).toHaveAttribute("href", page.rankImageUrl);
    // The scores are not drawn a second time as bars beside the table.
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows no figure when the CMS has no published image", () => {
    renderInLanguage(
      <ScoreDistribution page={{ ...page, rankImageUrl: undefined }} />,
    );
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("speaks Chinese on Chinese pages", () => {
    renderInLanguage(<ScoreDistribution page={page} />, { locale: "zh-CN" });
    expect(
      screen.getByRole("heading", { name: "得分分布" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^我们在 ScienceQA 上评测了来自 7 家公司的 10 个模型。/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("figure", { name: "原文发布的图表" }),
    ).toBeInTheDocument();
  });
});
