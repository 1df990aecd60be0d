import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { AppError } from "./app-error";

describe("AppError", () => {
  it("shows the generic heading with the error's message", () => {
    render(
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
    render(<AppError error={routeError} />);
    expect(screen.getByText("Service Unavailable")).toBeInTheDocument();
  });

  it("names an error of unknown shape as unknown", () => {
    render(<AppError error={42} />);
    expect(screen.getByText("Unknown error")).toBeInTheDocument();
  });
});
