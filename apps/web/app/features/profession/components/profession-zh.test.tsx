import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { fieldColumn, fieldTexts } from "@/components/leaderboard/field-column";
import { renderInLanguage } from "@/test/render";

import {
  MarketingBenchmark,
  RecruitingBenchmark,
} from "./profession-benchmark";

// The profession boards on /zh: the page's texts from the catalogs, the columns from the board registry's
// Chinese field texts (labelZh), English where a field has none.

const headersOf = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("columnheader")
    .map((header) => header.firstChild?.textContent?.trim());

describe("the profession boards in Chinese", () => {
  it("names the Recruiting columns from the board registry's Chinese labels", () => {
    renderInLanguage(
      <MemoryRouter>
        <RecruitingBenchmark />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(headersOf("招聘排行榜")).toEqual([
      "排名",
      "智能体",
      "公司",
      "平均分",
      "公司梳理",
      "由人找信息",
      "由信息找人",
    ]);
    expect(
      screen.getByRole("heading", { name: "任务筛选" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("columnheader", { name: "任务类型" }),
    ).toBeInTheDocument();
  });

  it("names the Marketing columns in Chinese", () => {
    renderInLanguage(
      <MemoryRouter>
        <MarketingBenchmark />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(headersOf("营销排行榜")).toEqual([
      "排名",
      "智能体",
      "公司",
      "平均分",
      "电商",
      "应用",
      "游戏",
    ]);
  });
});

describe("a board field's texts", () => {
  const field = {
    key: "score",
    label: "Score",
    kind: "score",
    unit: "points",
    description: "As published.",
    labelZh: "得分",
    unitZh: null,
    descriptionZh: "",
    lowerIsBetter: false,
  };

  it("are the Chinese ones on /zh, English where a Chinese one is missing", () => {
    expect(fieldTexts(field, "zh-CN")).toEqual({
      label: "得分",
      unit: "points",
      description: "As published.",
    });
    expect(fieldTexts(field, "en").label).toBe("Score");
  });

  it("head a column in the page's language", () => {
    expect(
      fieldColumn(field, () => 1, { t: () => "", locale: "zh-CN" }).header,
    ).toBe("得分");
    expect(fieldColumn(field, () => 1).header).toBe("Score");
  });
});
