import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { agentProfiles } from "../../../../build-time/data-api/agents";
import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { AgentTimeline } from "./agent-timeline";

const profiles = agentProfiles(dataApiBoards());
const profile = (slug: string) =>
  profiles.find((candidate) => candidate.slug === slug)!;

const bodyRows = (name: string) => {
  const [, ...rows] = within(
    screen.getByRole("region", { name: `${name}: results by date` }),
  ).getAllByRole("row");
  return rows;
};

describe("an agent's results by date", () => {
  it("lists o3's four boards oldest first, each with its date as published", () => {
    const o3 = profile("o3");
    renderInLanguage(<AgentTimeline name={o3.name} results={o3.results} />);
    const rows = bodyRows(o3.name).map((row) => [
      within(row).getByRole("rowheader").textContent,
      within(row).getAllByRole("cell")[0]!.textContent,
    ]);
    // DeepSearch 2025.05 (released 2025-05-28), the profession paper's two boards (edition 2025.06, no published
    // date), then ScienceQA's live ranking (no date) last.
    expect(rows).toEqual([
      ["xbench-DeepSearch 2025.05", "released 2025-05-28"],
      ["xbench-Profession-Marketing 2025.06", "-"],
      ["xbench-Profession-Recruiting 2025.06", "-"],
      ["xbench-ScienceQA", "-"],
    ]);
  });

  it("gives a DeepSearch 2025.10 entry its edition's release date, and BabyVision's its paper's", () => {
    const fellou = profile("fellou");
    const { unmount } = renderInLanguage(
      <AgentTimeline name={fellou.name} results={fellou.results} />,
    );
    expect(
      within(bodyRows(fellou.name)[0]!).getByText("released 2025-10-24"),
    ).toBeVisible();
    unmount();
    const gemini = profile("gemini3-pro-preview");
    renderInLanguage(
      <AgentTimeline name={gemini.name} results={gemini.results} />,
      { locale: "zh-CN" },
    );
    const [row] = within(
      screen.getByRole("region", { name: `${gemini.name}：按日期排列的结果` }),
    )
      .getAllByRole("row")
      .slice(1);
    expect(within(row!).getByText("发布于 2026-01-10")).toBeVisible();
  });
});
