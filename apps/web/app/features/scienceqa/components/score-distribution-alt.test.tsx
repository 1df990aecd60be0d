import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { parseScienceQaPage } from "../api/get-scienceqa-page";
import { ScoreDistribution } from "./score-distribution";

// The chart's alternative text: on /zh the CMS's (the page's content is fetched with locale=zh-CN), checked by
// the page's schema, with the catalog's Chinese text where the CMS has none; English pages keep theirs.

const CHINESE_ALT =
  "xbench-ScienceQA 排行榜上 10 个模型的得分（5 次运行的平均值）与 5 次最佳（best-of-5）得分柱状图";

const pageWith = (chartAlt: unknown) =>
  parseScienceQaPage({
    data: {
      scienceQaCount: 10,
      companiesCount: 7,
      scienceQaRankImg: { url: "/uploads/chart.png" },
      chartAlt,
    },
  });

const altOf = () => screen.getByRole("img").getAttribute("alt");

describe("the score distribution image's alternative text", () => {
  it("is the CMS's Chinese text on /zh", () => {
    renderInLanguage(<ScoreDistribution page={pageWith(CHINESE_ALT)} />, {
      locale: "zh-CN",
    });
    expect(altOf()).toBe(CHINESE_ALT);
  });

  it("is the catalog's Chinese text on /zh when the CMS has none, or a malformed one", () => {
    for (const chartAlt of [undefined, null, "  ", 42]) {
      const { unmount } = renderInLanguage(
        <ScoreDistribution page={pageWith(chartAlt)} />,
        { locale: "zh-CN" },
      );
      expect(altOf()).toBe("ScienceQA 各受评模型得分分布图");
      unmount();
    }
  });

  it("stays the English page's own text on English pages", () => {
    renderInLanguage(
      <ScoreDistribution page={pageWith("Bar chart from the CMS")} />,
    );
    expect(altOf()).toBe(
      "Chart of the ScienceQA score distribution across the evaluated models",
    );
  });
});
