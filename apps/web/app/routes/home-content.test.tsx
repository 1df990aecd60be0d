import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { homeBoards } from "@/features/home/lib/podium";
import { rankingFixture } from "@/features/scienceqa/api/fixtures";
import { parseScienceQaRanking } from "@/features/scienceqa/api/get-scienceqa-ranking";
import { renderInLanguage } from "@/test/render";

import { HomeContent } from "./home-content";

const ranking = parseScienceQaRanking(rankingFixture);
const counts = { agents: 49, companies: 21, tasks: 968, boards: 7 };

describe("Home's content in Chinese", () => {
  it("shows the hero, the First Wave table, the sections and the tiles in Chinese", async () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh"]}>
        <HomeContent ranking={ranking} boards={homeBoards("zh-CN", counts)} />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "面向 AI 智能体的“长青”评测基准",
    );
    // The current leaders right under the headline, dated in Chinese.
    const leaders = screen.getByRole("region", { name: "当前榜首" });
    expect(within(leaders).getAllByRole("listitem")).toHaveLength(6);
    expect(
      within(leaders).getByRole("link", { name: "o3-high" }),
    ).toHaveAttribute("href", "/zh/agents/o3");
    expect(within(leaders).getByText("2025年10月")).toBeInTheDocument();
    // The hero is drawn alone first (its layout was the longest task when the ranking arrived); the First Wave
    // table, which fades in later anyway, comes in the next turn.
    expect(
      screen.queryByRole("heading", { name: /第一批：实时排行榜/ }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: /第一批：实时排行榜/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole("region", { name: "第一批评测概览" });
    expect(
      within(table).getByRole("columnheader", { name: "评测基准" }),
    ).toBeInTheDocument();
    expect(within(table).getAllByText("AGI 追踪").length).toBeGreaterThan(0);
    // The sections below the first screen appear in turn, one after another.
    expect(
      await screen.findByText(/已有 3 项能力上线评测，另有 8 项即将推出。/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/招聘（HR）和营销已上线。/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "查看 AGI 追踪详情" }),
    ).toHaveAttribute("href", "/zh/agi");
    expect(screen.getByText("生物技术")).toBeInTheDocument();
  });

  it("keeps the English page in English", async () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/"]}>
        <HomeContent ranking={ranking} boards={homeBoards("en", counts)} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole("heading", {
        name: /First Wave: live leaderboards/,
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Three capabilities have live benchmarks; eight more are coming\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "View details of AGI Tracking" }),
    ).toHaveAttribute("href", "/agi");
  });
});
