import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";
import { translatorIn } from "@/test/translator";

import {
  agentProfiles,
  agentReasonIn,
} from "../../../../build-time/data-api/agents";
import { dataApiBoards } from "../../../../build-time/data-api/boards";
import chineseReasons from "../../../data/agent-reasons.zh-CN.json";
import table from "../../../data/agents.json";
import { compareAgentOf } from "../lib/compare-rows";
import {
  costText,
  headlineLabelText,
  movementText,
  timeText,
} from "../lib/result-text";
import { summaryOf } from "../lib/types";
import { AgentPage } from "./agent-page";
import { AgentsIndex } from "./agents-index";
import { CompareView } from "./compare-view";

const profiles = agentProfiles(dataApiBoards());
const o3 = profiles.find((profile) => profile.slug === "o3")!;

function renderZh(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path, element }], {
    initialEntries: [path],
  });
  renderInLanguage(<RouterProvider router={router} />, { locale: "zh-CN" });
}

describe("the agent pages in Chinese", () => {
  it("an agent page: Chinese headings, columns and texts, names unchanged, Chinese links", () => {
    renderZh("/zh/agents/o3", <AgentPage agent={o3} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("o3");
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["结果", "为什么这些结果在同一页面", "来源与链接"]);
    const table = within(
      screen.getByRole("region", { name: "o3：各排行榜上的结果" }),
    ).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "排行榜",
      "结果",
      "排名",
      "榜上名称",
      "95% 置信区间",
      "成本",
      "耗时",
      "排名变化",
    ]);
    const deepSearch = within(table)
      .getAllByRole("row")
      .find((row) => row.textContent?.includes("DeepSearch 2025.05"))!;
    expect(deepSearch).toHaveTextContent(
      "2025.10 版中以 ChatGPT-5-Pro 之名延续（经审核的版本别名）",
    );
    expect(
      screen.getByRole("link", { name: "全部智能体与模型" }),
    ).toHaveAttribute("href", "/zh/agents");
    expect(
      within(table).getByRole("link", { name: "xbench-ScienceQA" }),
    ).toHaveAttribute("href", "/zh/agi/scienceqa");
    expect(screen.getByText(/出现在 4 个排行榜上/)).toBeInTheDocument();
  });

  it("the list: Chinese title, count and ranks", () => {
    renderZh("/zh/agents", <AgentsIndex agents={profiles.map(summaryOf)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "智能体与模型",
    );
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: `${profiles.length} 个智能体与模型`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("xbench-ScienceQA：第 5 名 · 得分 50.4"),
    ).toBeInTheDocument();
    // Companies by their common Chinese names (app/data/company-names.zh-CN.json); OpenAI stays OpenAI.
    const gemini = screen
      .getAllByRole("row")
      .find((row) => row.textContent?.startsWith("Gemini 2.5 Pro"))!;
    expect(within(gemini).getByText("谷歌")).toBeInTheDocument();
    const o3 = screen
      .getAllByRole("row")
      .find((row) => row.textContent?.startsWith("o3"))!;
    expect(within(o3).getByText("OpenAI")).toBeInTheDocument();
  });

  it("compare's empty state says in Chinese what to do", async () => {
    renderZh(
      "/zh/compare",
      <CompareView agents={profiles.map(compareAgentOf)} />,
    );
    expect(
      await screen.findByText("选择 2 到 4 个智能体进行对比。"),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "对比智能体",
    );
    expect(
      screen.getByRole("combobox", { name: "添加智能体" }),
    ).toHaveAttribute("placeholder", "输入名称");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("writes the movement, cost and time exactly as the data's English on English pages", () => {
    const t = translatorIn("en");
    for (const result of profiles.flatMap((profile) => profile.results)) {
      expect(movementText(result, t)).toBe(result.movement ?? "-");
      expect(costText(result, t)).toBe(result.cost ?? "-");
      expect(timeText(result, t, "en")).toBe(result.time ?? "-");
    }
  });

  it("names every board's headline value in Chinese on Chinese pages", () => {
    const t = translatorIn("zh-CN");
    for (const result of profiles.flatMap((profile) => profile.results))
      expect(headlineLabelText(result, t, "zh-CN")).toMatch(/[\u4e00-\u9fff]/);
  });

  it("writes a published time's unit in Chinese on Chinese pages (分钟, not min)", () => {
    const t = translatorIn("zh-CN");
    const timed = profiles
      .flatMap((profile) => profile.results)
      .filter((result) => result.time?.includes("min"));
    expect(timed.length).toBeGreaterThan(0);
    for (const result of timed) {
      expect(timeText(result, t, "zh-CN")).toMatch(/分钟$/);
      expect(timeText(result, t, "zh-CN")).not.toMatch(/[A-Za-z]/);
    }
  });

  it("has the Chinese of every reviewed reason, and English pages keep the table's", () => {
    expect(Object.keys(chineseReasons.reasons).sort()).toEqual(
      table.agents.map((agent) => agent.slug).sort(),
    );
    for (const profile of profiles) {
      expect(agentReasonIn(profile, "en")).toBe(profile.reason);
      expect(agentReasonIn(profile, "zh-CN")).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
