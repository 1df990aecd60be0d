import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { ProfessionComingSoon } from "./profession-coming-soon";

describe("ProfessionComingSoon", () => {
  it("names the profession and leads to the live boards", () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/profession/legal"]}>
        <ProfessionComingSoon professionId="legal" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Professional-Aligned",
    );
    expect(screen.getByText("Legal")).toBeVisible();
    expect(
      screen.getByRole("link", { name: "All professions" }),
    ).toHaveAttribute("href", "/profession");
  });

  it("says it in Chinese on a Chinese page, with Chinese links", () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh/profession/legal"]}>
        <ProfessionComingSoon professionId="legal" />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(screen.getByText("法务")).toBeVisible();
    expect(
      screen.getByText(/即将推出。该职业的评测基准正在与领域专家共同设计。/),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "全部职业" })).toHaveAttribute(
      "href",
      "/zh/profession",
    );
  });

  it("does without a name for an unknown profession", () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh/profession/toString"]}>
        <ProfessionComingSoon professionId="toString" />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByText("即将推出。该职业的评测基准正在与领域专家共同设计。"),
    ).toBeVisible();
  });
});
