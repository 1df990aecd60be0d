import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { boardDefinitionOf } from "@/data/board-definitions";
import { editionFilesOf } from "@/data/generic-boards";
import { renderInLanguage } from "@/test/render";

import { BoardPage } from "./board-page";

// BabyVision as the CMS seed publishes it (the committed snapshot): a reference row (adult humans, 94.1) and
// spreads (± std over 3 runs) on the generic board page's table.

const board = boardDefinitionOf("babyvision");

const renderBoard = (locale: "en" | "zh-CN") =>
  renderInLanguage(
    <MemoryRouter>
      <BoardPage board={board!} editionFiles={editionFilesOf(board!)} />
    </MemoryRouter>,
    { locale },
  );

const bodyRows = () => {
  const [, ...rows] = within(screen.getByRole("table")).getAllByRole("row");
  return rows;
};

describe("the generic board page's table with a reference row and spreads", () => {
  it("shows adult humans at their score's position, labelled Reference, with no rank or medal", () => {
    expect(board).toBeDefined();
    renderBoard("en");
    const rows = bodyRows();
    // 16 ranked models and the reference row, which outscores them all.
    expect(rows).toHaveLength(17);
    const human = rows[0]!;
    expect(within(human).getByRole("rowheader")).toHaveTextContent(
      "Adult humans",
    );
    expect(within(human).getByText("Reference")).toBeInTheDocument();
    expect(within(human).queryByRole("img")).toBeNull();
    expect(within(human).getByRole("cell", { name: "94.1" })).toBeDefined();
    // Not an agent page: the reference row's name is no link.
    expect(within(human).queryByRole("link")).toBeNull();
    const first = rows[1]!;
    expect(within(first).getByRole("rowheader")).toHaveTextContent(
      "Gemini3-Pro-Preview",
    );
    expect(
      within(first).getByRole("img", { name: /gold/i }),
    ).toBeInTheDocument();
    expect(screen.getByText(/16 rows/)).toBeInTheDocument();
  });

  it("prints each value with its ± and says it is the standard deviation over 3 runs, not a confidence interval", () => {
    renderBoard("en");
    const first = bodyRows()[1]!;
    expect(
      within(first).getByRole("cell", { name: "49.7 ± 2.6" }),
    ).toBeDefined();
    expect(
      within(first).getByRole("cell", { name: "46.2 ± 5.5" }),
    ).toBeDefined();
    // GPT-5.2's visual tracking: a std of 0.0 is published, and printed.
    expect(
      within(bodyRows()[2]!).getByRole("cell", { name: "34.9 ± 0.0" }),
    ).toBeDefined();
    expect(
      screen.getByText(
        "± is the standard deviation over 3 runs, as published; it is not a confidence interval. Columns sort by the value.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Adult humans is a reference row, not a ranked entry/),
    ).toHaveTextContent("Table 1, 'Human' column");
  });

  it("marks the Qwen3-VL appendix variants by their mode", () => {
    renderBoard("en");
    const variant = bodyRows().find((row) =>
      within(row).queryByText("Qwen3VL-32B-Thinking"),
    );
    expect(
      within(variant!).getByText("Qwen3-VL variant (paper appendix)"),
    ).toBeInTheDocument();
  });

  it("says all of it in Chinese on /zh", () => {
    renderBoard("zh-CN");
    const human = bodyRows()[0]!;
    expect(within(human).getByText("参考")).toBeInTheDocument();
    // The reference row's name as the Chinese sections give it (data/reference-names.zh-CN.json), table and note.
    expect(within(human).getByRole("rowheader")).toHaveTextContent(/^成年人$/);
    expect(screen.getByText(/^成年人是参考行/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "± 为 3 次运行的标准差，以官方公布为准；它不是置信区间。各列按数值排序。",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("columnheader", { name: /精细辨别/ }),
    ).toBeInTheDocument();
    // The appendix variants' mark is a sentence, said in Chinese (data/entry-modes.zh-CN.json), under the name and in
    // the breakdown's line of each variant; the filter finds them by it.
    const variant = bodyRows().find((row) =>
      within(row).queryByText("Qwen3VL-32B-Thinking"),
    );
    expect(
      within(variant!).getByText("Qwen3-VL 变体（论文附录）"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/paper appendix/)).toBeNull();
  });
});
