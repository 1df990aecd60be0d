import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MoreCharts } from "./more-charts";

function Disclosure() {
  return (
    <MoreCharts summary="More charts: accuracy against time">
      <table aria-label="Time per task">
        <tbody>
          <tr>
            <td>o3</td>
          </tr>
        </tbody>
      </table>
    </MoreCharts>
  );
}

describe("MoreCharts", () => {
  it("renders nothing inside until a reader opens it, then keeps it when closed again", async () => {
    const user = userEvent.setup();
    const { container } = render(<Disclosure />);
    const summary = screen.getByText("More charts: accuracy against time");
    expect(container.querySelector("table")).toBeNull();

    await user.click(summary);
    await waitFor(() =>
      expect(
        screen.getByRole("table", { name: "Time per task" }),
      ).toBeInTheDocument(),
    );

    await user.click(summary);
    await waitFor(() =>
      expect(container.querySelector("details")).not.toHaveAttribute("open"),
    );
    expect(container.querySelector("table")).not.toBeNull();
  });
});

describe("MoreCharts opened before its scripts ran", () => {
  it("renders what is inside once the page hydrates", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Disclosure />);
    document.body.append(container);
    // The prerendered disclosure works without scripts: a reader opened it, and its toggle event came before
    // React listened.
    container.querySelector("details")!.open = true;
    // Its toggle event is dispatched in a task of its own: let it pass before React hydrates.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await act(async () => {
      hydrateRoot(container, <Disclosure />);
    });
    expect(
      await screen.findByRole("table", { name: "Time per task" }),
    ).toBeInTheDocument();
    container.remove();
  });
});
