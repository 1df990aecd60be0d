import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { BoardDefinition } from "@/data/board-registry";
import { editionFilesOf } from "@/data/generic-boards";
import { boardDefinition } from "@/test/board-definition";
import { renderInLanguage } from "@/test/render";

import { BoardPage } from "./board-page";

// A generic board's CMS texts: its Chinese title and summary (titleZh, summaryZh) on /zh, English where the
// CMS has none; English pages as before.

const board = boardDefinition({
  titleZh: "法律",
  summaryZh: "智能体在合同审查上的表现。",
});

const renderBoard = (definition: BoardDefinition, locale: "en" | "zh-CN") =>
  renderInLanguage(
    <MemoryRouter>
      <BoardPage board={definition} editionFiles={editionFilesOf(definition)} />
    </MemoryRouter>,
    { locale },
  );

describe("a generic board's CMS texts", () => {
  it("are the Chinese ones on /zh", () => {
    renderBoard(board, "zh-CN");
    expect(screen.getByText("职业对齐 · 法律")).toBeInTheDocument();
    expect(screen.getByText("智能体在合同审查上的表现。")).toBeInTheDocument();
    expect(screen.queryByText("Agents on contract review.")).toBeNull();
  });

  it("fall back to English on /zh, field by field", () => {
    renderBoard({ ...board, summaryZh: undefined }, "zh-CN");
    expect(screen.getByText("职业对齐 · 法律")).toBeInTheDocument();
    expect(screen.getByText("Agents on contract review.")).toBeInTheDocument();
  });

  it("stay English on English pages", () => {
    renderBoard(board, "en");
    expect(screen.getByText("Profession Aligned · Legal")).toBeInTheDocument();
    expect(screen.getByText("Agents on contract review.")).toBeInTheDocument();
    expect(screen.queryByText("法律", { exact: false })).toBeNull();
  });
});
