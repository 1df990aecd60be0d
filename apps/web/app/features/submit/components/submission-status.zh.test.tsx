import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderInLanguage } from "@/test/render";

import en from "../../../i18n/catalogs/en.json";
import zh from "../../../i18n/catalogs/zh-CN.json";
import { LOOKUP_TEXT } from "../lib/lookup-text";
import { formatStatusDate } from "../lib/status-view";
import { SubmissionStatus } from "./submission-status";

vi.mock("../api/get-submission-status", () => ({
  getSubmissionStatus: async () => ({
    kind: "found",
    status: {
      reference: "XB-AAAA-BBBB",
      state: "published",
      receivedAt: "2026-11-24T13:56:11.000Z",
      updatedAt: "2026-11-25T08:05:00.000Z",
      history: [
        { state: "received", at: "2026-11-24T13:56:11.000Z" },
        { state: "published", at: "2026-11-25T08:05:00.000Z" },
      ],
      benchmarks: ["scienceqa", "recruiting"],
    },
  }),
}));

describe("the submission status in Chinese", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("says 'looking up' with the catalogs' words (shipped in the page's JavaScript)", () => {
    expect(LOOKUP_TEXT).toEqual({
      en: en["submit.statusLoading"],
      "zh-CN": zh["submit.statusLoading"],
    });
  });

  it("writes dates with Intl for the locale, in UTC", () => {
    expect(formatStatusDate("2026-11-24T13:56:11.000Z", "zh-CN")).toBe(
      "2026年11月24日 13:56 UTC",
    );
    expect(formatStatusDate("2026-11-24T13:56:11.000Z")).toBe(
      "24 November 2026, 13:56 UTC",
    );
  });

  it("shows the state, history and boards in Chinese, with Chinese links", async () => {
    window.location.hash = "#token=abc";
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh/submit/status"]}>
        <SubmissionStatus />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(
      await screen.findByRole("heading", { name: "提交 XB-AAAA-BBBB" }),
    ).toBeInTheDocument();
    expect(screen.getByText("状态：")).toHaveTextContent("状态：已发布");
    expect(screen.getByText("结果已发布在排行榜上。")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "招聘排行榜" })).toHaveAttribute(
      "href",
      "/zh/profession/hr",
    );
    expect(
      screen.getByRole("heading", { name: "历史记录" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").at(-1)).toHaveTextContent(
      "已发布：2026年11月25日 08:05 UTC",
    );
  });
});
