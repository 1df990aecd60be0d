import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { editionFilesOf } from "@/data/generic-boards";
import { boardDefinition } from "@/test/board-definition";
import { renderInLanguage } from "@/test/render";

import { BoardPage } from "./board-page";

// A board published in the CMS without a page of its own, on /zh: the page's texts in Chinese, the board's
// own (CMS content) as given.

const board = boardDefinition();

describe("the generic board page in Chinese", () => {
  it("names the track, the sections and the submit box in Chinese", () => {
    renderInLanguage(
      <MemoryRouter>
        <BoardPage board={board} editionFiles={editionFilesOf(board)} />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(screen.getByText("职业对齐 · Legal")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "排行榜" }),
    ).toBeInTheDocument();
    expect(screen.getByText("本榜单尚未发布任何一版。")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "提交你的智能体" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Agents on contract review.")).toBeInTheDocument();
  });
});
