import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { announcedSeries } from "@/data/announced-series";
import { renderInLanguage } from "@/test/render";

import { AnnouncedSeriesCards } from "./announced-series";
import { CapabilityMatrix } from "./capability-matrix";

const [agentIf] = announcedSeries;

describe("AgentIF-OneDay, announced without results", () => {
  it("says what it measures, its size, where the paper and data are, and that no results are published here", () => {
    renderInLanguage(<AnnouncedSeriesCards />);
    const card = within(
      screen.getByRole("article", { name: "AgentIF-OneDay" }),
    );
    expect(
      card.getByText("104 tasks, 767 scoring points."),
    ).toBeInTheDocument();
    expect(
      card.getByText("Results not yet published here."),
    ).toBeInTheDocument();
    expect(
      card.getByText(/one day of work, life and study/),
    ).toBeInTheDocument();
    expect(
      card.getByRole("link", { name: /Paper \(arXiv 2601\.20613\)/ }),
    ).toHaveAttribute("href", "https://arxiv.org/abs/2601.20613");
    expect(card.getByRole("link", { name: /Dataset/ })).toHaveAttribute(
      "href",
      agentIf!.dataset,
    );
    // No score: the only numbers are the series' size, its launch month and the paper's id.
    const numbers = (
      screen.getByRole("article").textContent?.match(/\d+(\.\d+)?/g) ?? []
    ).filter(
      (number) => !["104", "767", "2601.20613", "2026", "01"].includes(number),
    );
    expect(numbers).toEqual([]);
  });

  it("is its matrix cell (Long-term Memory), linking to its card", () => {
    renderInLanguage(
      <MemoryRouter>
        <CapabilityMatrix />
      </MemoryRouter>,
    );
    const cell = screen.getByRole("link", { name: /AgentIF-OneDay/ });
    expect(cell).toHaveTextContent("Long-term Memory");
    expect(cell).toHaveTextContent(
      "AgentIF-OneDay announced; no results here yet",
    );
    // The spec's words for a cell without a live benchmark stay.
    expect(cell).toHaveTextContent("Benchmark coming soon");
    expect(cell).toHaveAttribute("href", "/agi#agentif-oneday");
  });

  it("says it all in Chinese on /zh", () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh/agi"]}>
        <CapabilityMatrix />
        <AnnouncedSeriesCards />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByRole("link", { name: /AgentIF-OneDay/ }),
    ).toHaveAttribute("href", "/zh/agi#agentif-oneday");
    expect(screen.getByText("104 个任务，767 个评分点。")).toBeInTheDocument();
    expect(screen.getByText("本站尚未发布结果。")).toBeInTheDocument();
  });
});
