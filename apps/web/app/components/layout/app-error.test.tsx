import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { AppError } from "./app-error";

describe("AppError", () => {
  it("shows the generic heading with the error's message", () => {
    renderInLanguage(
      <AppError error={new Error("Cannot read properties of undefined")} />,
    );
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Cannot read properties of undefined"),
    ).toBeInTheDocument();
  });

  it("shows a route error's status text", () => {
    const routeError = {
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: null,
    };
    renderInLanguage(<AppError error={routeError} />);
    expect(screen.getByText("Service Unavailable")).toBeInTheDocument();
  });

  it("names an error of unknown shape as unknown", () => {
    renderInLanguage(<AppError error={42} />);
    expect(screen.getByText("Unknown error")).toBeInTheDocument();
  });
});

describe("AppError in Chinese", () => {
  it("says it in Chinese and links to the Chinese Home", () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh/agi"]}>
        <AppError error={42} />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByRole("heading", { name: "应用出现意外错误！" }),
    ).toBeInTheDocument();
    expect(screen.getByText("未知错误")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute(
      "href",
      "/zh",
    );
  });
});
