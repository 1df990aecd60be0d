import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import marketingTasks from "@/data/marketing-tasks.json";
import { marketingBoardOf, recruitingBoardOf } from "@/data/profession";
import recruitingTasks from "@/data/recruiting-tasks.json";
import { marketingTasksSchema, recruitingTasksSchema } from "@/data/schema";
import { renderInLanguage } from "@/test/render";

import {
  MarketingBenchmark,
  RecruitingBenchmark,
} from "./profession-benchmark";

// The profession boards' content on /zh: the task tables' Chinese names (kept beside the English in the
// task files) and the edition's Chinese summary (the CMS's summaryZh); English pages exactly as before.

const han = /[\u4e00-\u9fff]/;

/** The task table's rows as [category, task type]. */
const taskRowsOf = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      row.querySelector("td")?.textContent,
      row.querySelector("th")?.textContent,
    ]);

function renderBoard(
  Board: typeof RecruitingBenchmark,
  locale: "en" | "zh-CN",
  edition?: string,
) {
  renderInLanguage(
    <MemoryRouter>
      <Board edition={edition} />
    </MemoryRouter>,
    { locale },
  );
}

describe("the task files' Chinese names", () => {
  it("every task and category has one, checked by the files' schemas", () => {
    expect(recruitingTasksSchema.safeParse(recruitingTasks).success).toBe(true);
    expect(marketingTasksSchema.safeParse(marketingTasks).success).toBe(true);
    for (const row of recruitingTasks.rows) {
      expect(row.task_type_zh).toMatch(han);
      expect(row.evaluation_category_zh).toMatch(han);
    }
    for (const row of marketingTasks.rows) {
      expect(row.task_type_zh).toMatch(han);
      expect(row.category_zh).toMatch(han);
    }
  });

  it("a task without its Chinese name fails the schema", () => {
    const [first, ...rest] = recruitingTasks.rows;
    const withoutChinese = Object.fromEntries(
      Object.entries(first ?? {}).filter(([key]) => key !== "task_type_zh"),
    );
    expect(
      recruitingTasksSchema.safeParse({
        ...recruitingTasks,
        rows: [withoutChinese, ...rest],
      }).success,
    ).toBe(false);
  });
});

describe("the Recruiting page's content", () => {
  it("names the tasks in Chinese on /zh", () => {
    renderBoard(RecruitingBenchmark, "zh-CN");
    const rows = taskRowsOf("招聘任务筛选");
    expect(rows).toEqual(
      recruitingTasks.rows.map((row) => [
        row.evaluation_category_zh,
        row.task_type_zh,
      ]),
    );
    expect(rows[0]).toEqual(["招聘需求分析", "JD 需求拆解"]);
    expect(screen.queryByText("JD Requirement Decomposition")).toBeNull();
  });

  it("keeps the English task names on English pages", () => {
    renderBoard(RecruitingBenchmark, "en");
    expect(taskRowsOf("Recruiting task selection")).toEqual(
      recruitingTasks.rows.map((row) => [
        row.evaluation_category,
        row.task_type,
      ]),
    );
    expect(screen.queryByText("JD 需求拆解")).toBeNull();
  });

  it("shows the edition's Chinese summary on /zh, the English one on English pages", () => {
    const board = recruitingBoardOf("2025.06");
    expect(board.summaryZh).toMatch(han);
    renderBoard(RecruitingBenchmark, "zh-CN", "2025.06");
    expect(
      screen.getByText(board.summaryZh!, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(board.summary!, { exact: false })).toBeNull();
  });

  it("keeps the English summary on English pages", () => {
    const board = recruitingBoardOf("2025.06");
    renderBoard(RecruitingBenchmark, "en", "2025.06");
    expect(
      screen.getByText(board.summary!, { exact: false }),
    ).toBeInTheDocument();
  });
});

describe("the Marketing page's content", () => {
  it("names the tasks and shows the summary in Chinese on /zh", () => {
    renderBoard(MarketingBenchmark, "zh-CN");
    expect(taskRowsOf("营销任务筛选")).toEqual(
      marketingTasks.rows.map((row) => [row.category_zh, row.task_type_zh]),
    );
    expect(screen.getByText("达人流量预测")).toBeInTheDocument();
    const board = marketingBoardOf();
    expect(
      screen.getByText(board.summaryZh!, { exact: false }),
    ).toBeInTheDocument();
  });

  it("keeps the English tasks and summary on English pages", () => {
    renderBoard(MarketingBenchmark, "en");
    expect(taskRowsOf("Marketing task selection")).toEqual(
      marketingTasks.rows.map((row) => [row.category, row.task_type]),
    );
    expect(
      screen.getByText(marketingBoardOf().summary!, { exact: false }),
    ).toBeInTheDocument();
  });
});
