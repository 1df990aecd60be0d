import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import deepSearch202510 from "@/data/boards/deepsearch/2025.10.json";
import { renderInLanguage } from "@/test/render";

import { EditionDatesLine } from "./edition-dates-line";

const babyVision = {
  edition: "2026.01",
  released: "2026-01-10",
  rows: [{ agent: "A", evaluation_date: null }],
};

describe("EditionDatesLine", () => {
  it("shows the entries' evaluation date, as the DeepSearch 2025.10 file publishes it", () => {
    renderInLanguage(
      <EditionDatesLine
        edition={{ ...deepSearch202510, edition: "2025.10" }}
        newest
        today="2025-12-01"
      />,
    );
    const [evaluated] = new Set(
      deepSearch202510.rows.map((row) => row.evaluation_date),
    );
    expect(
      screen.getByText(`Edition 2025.10 · evaluated ${evaluated}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No newer edition/)).toBeNull();
  });

  it("shows the range when entries were evaluated in different months", () => {
    renderInLanguage(
      <EditionDatesLine
        edition={{
          edition: "2026.02",
          rows: [
            { evaluation_date: "2026.01" },
            { evaluation_date: "2025.12" },
          ],
        }}
        newest={false}
      />,
    );
    expect(
      screen.getByText("Edition 2026.02 · evaluated 2025.12–2026.01"),
    ).toBeInTheDocument();
  });

  it("falls back to the release date, and says no newer edition has been published after 180 days", () => {
    renderInLanguage(
      <EditionDatesLine edition={babyVision} newest today="2026-11-27" />,
    );
    expect(
      screen.getByText(/^Edition 2026\.01 · released 2026-01-10/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "No newer edition has been published yet (as of 2026-11-27).",
      ),
    ).toBeInTheDocument();
  });

  it("says nothing of newer editions on an older edition's page, or within 180 days", () => {
    const { unmount } = renderInLanguage(
      <EditionDatesLine
        edition={babyVision}
        newest={false}
        today="2026-11-27"
      />,
    );
    expect(screen.queryByText(/No newer edition/)).toBeNull();
    unmount();
    renderInLanguage(
      <EditionDatesLine edition={babyVision} newest today="2026-07-09" />,
    );
    expect(screen.queryByText(/No newer edition/)).toBeNull();
  });

  it("speaks Chinese on Chinese pages", () => {
    renderInLanguage(
      <EditionDatesLine edition={babyVision} newest today="2026-11-27" />,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByText(/^2026\.01 版 · 发布于 2026-01-10/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("截至 2026-11-27，尚未发布更新的版本。"),
    ).toBeInTheDocument();
  });

  it("says when no date is published", () => {
    renderInLanguage(
      <EditionDatesLine
        edition={{ edition: "2025.06", released: null, rows: [{}] }}
        newest={false}
      />,
    );
    expect(
      screen.getByText("Edition 2025.06 · evaluation date not published"),
    ).toBeInTheDocument();
  });
});
