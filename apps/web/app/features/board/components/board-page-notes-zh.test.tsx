import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { boardDefinition } from "@/test/board-definition";
import { renderInLanguage } from "@/test/render";

import { BoardPage } from "./board-page";

// A generic board edition's notes: the CMS's Chinese ones (notesZh) on /zh, English where it has none; English
// pages as before. (The committed boards folder has no generic edition: one is given here.)

const edition = {
  source: ["https://example.org/legal"],
  retrieved: "2026-01-02",
  edition: "2026.01",
  notes: "Rows as published.",
  notesZh: "各行均按官方公布原样。",
  // One ranked row: the tie rule is said with the leader strip, which an edition without rows does not have.
  rows: [{ rank: 1, agent: "An agent", company: null, score: 50 }],
};

const board = boardDefinition({
  summary: null,
  taskCount: null,
  tieRule: "Equal scores share a rank.",
  tieRuleZh: "得分相同者并列同一排名。",
});

const renderBoard = (locale: "en" | "zh-CN") =>
  renderInLanguage(
    <MemoryRouter>
      <BoardPage
        board={board}
        edition={edition.edition}
        editionFiles={[{ edition: edition.edition, data: edition }]}
      />
    </MemoryRouter>,
    { locale },
  );

describe("a generic board edition's notes and tie rule", () => {
  it("are the Chinese ones on /zh", () => {
    renderBoard("zh-CN");
    expect(screen.getByText("各行均按官方公布原样。")).toBeInTheDocument();
    expect(screen.getByText("得分相同者并列同一排名。")).toBeInTheDocument();
    expect(screen.queryByText("Rows as published.")).toBeNull();
  });

  it("stay English on English pages", () => {
    renderBoard("en");
    expect(screen.getByText("Rows as published.")).toBeInTheDocument();
    expect(screen.getByText("Equal scores share a rank.")).toBeInTheDocument();
  });
});
