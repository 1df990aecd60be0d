import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { deepSearchLatest } from "@/data/deepsearch";
import { compileCatalog } from "@/i18n/compile-catalog";
import { createI18n, type Translate } from "@/i18n/i18n";
import { renderInLanguage } from "@/test/render";

import zhSource from "../../../i18n/catalogs/zh-CN.json";
import { deepSearchPoints, groupByBand } from "../lib/published-values";
import { bandPlotGroups } from "./band-plot-groups";
import { DeepSearchCharts } from "./deepsearch-charts";
import { DeepSearchCurrentTable } from "./deepsearch-tables";

// The DeepSearch page on /zh: its own texts in Chinese; names, bands and published values as they are.

const { edition } = deepSearchLatest;

const headersOf = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("columnheader")
    .map((header) => header.firstChild?.textContent?.trim());

describe("DeepSearch in Chinese", () => {
  it("names the table and its columns in Chinese", () => {
    renderInLanguage(
      <MemoryRouter>
        <DeepSearchCurrentTable entry={deepSearchLatest} />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    const headers = headersOf(`DeepSearch ${edition} 版排行榜`);
    expect(headers).toEqual(
      expect.arrayContaining([
        "排名",
        "产品",
        "公司",
        "准确率",
        "每任务成本",
        "每任务耗时",
        "评估日期",
        "链接",
      ]),
    );
    expect(screen.getByLabelText("按产品或公司筛选")).toBeInTheDocument();
    // Product names stay as published.
    expect(
      screen.getAllByText(deepSearchLatest.board.rows[0]!.product).length,
    ).toBeGreaterThan(0);
  });

  it("keeps the English table as it was", () => {
    renderInLanguage(
      <MemoryRouter>
        <DeepSearchCurrentTable entry={deepSearchLatest} />
      </MemoryRouter>,
    );
    expect(headersOf(`DeepSearch ${edition} leaderboard`)).toEqual(
      expect.arrayContaining([
        "Rank",
        "Product",
        "Company",
        "Accuracy",
        "Cost/Task",
        "Time Cost/Task",
        "Evaluation Date",
        "Link",
      ]),
    );
  });

  it("names the accuracy bands of the charts in Chinese", () => {
    const groups = groupByBand(
      deepSearchPoints(deepSearchLatest.board.rows).filter((p) => p.cost),
      (a, b) => a.cost!.usd - b.cost!.usd,
    );
    const zh = createI18n("zh-CN", compileCatalog(zhSource));
    const t: Translate = (key, values) => zh._(key, values);
    const labels = bandPlotGroups(
      groups,
      (point) => ({ key: point.product, label: point.product, marks: [] }),
      t,
    ).map((group) => group.label);
    expect(labels[0]).toMatch(/^准确率 \d+\+$/);
  });

  it("captions the cost chart in Chinese, with its reading guide and data table", () => {
    renderInLanguage(<DeepSearchCharts entry={deepSearchLatest} />, {
      locale: "zh-CN",
    });
    const figure = screen.getByRole("figure", {
      name: `DeepSearch ${edition} 版：准确率与每任务成本`,
    });
    expect(within(figure).getByText("如何阅读此图")).toBeInTheDocument();
    expect(within(figure).getByText("以表格显示数据")).toBeInTheDocument();
    expect(
      within(figure).getAllByText("被超越", { exact: false }).length,
    ).toBeGreaterThan(0);
  });
});
