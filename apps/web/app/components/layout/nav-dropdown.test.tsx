import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";

import { NavDropdown } from "./nav-dropdown";

function renderMenu() {
  render(
    <MemoryRouter initialEntries={["/news"]}>
      <ul>
        <NavDropdown
          label="AGI Tracking"
          links={[
            { label: "ScienceQA", href: "/agi/scienceqa" },
            { label: "DeepSearch", href: "/agi/aisearch" },
          ]}
          isActive={false}
          className=""
        />
      </ul>
      <button type="button">Elsewhere</button>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  // A native disclosure: its summary is the button (browsers expose it as one, expanded or not).
  const summary = screen.getByText("AGI Tracking");
  const details = summary.closest("details");
  if (!details) throw new Error("the menu is not a details element");
  return { summary, details };
}

describe("NavDropdown", () => {
  it("is a native disclosure, closed by default, that a click opens to show its links", async () => {
    const user = userEvent.setup();
    const { summary, details } = renderMenu();
    expect(summary.tagName).toBe("SUMMARY");
    expect(details.open).toBe(false);
    expect(screen.getByRole("link", { name: "ScienceQA" })).not.toBeVisible();
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByRole("link", { name: "ScienceQA" })).toBeVisible();
  });

  it("closes on Escape and gives focus back to its summary", async () => {
    const user = userEvent.setup();
    const { summary, details } = renderMenu();
    await user.click(summary);
    await user.tab();
    expect(screen.getByRole("link", { name: "ScienceQA" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it("closes when focus or a click goes elsewhere, and when a link is followed", async () => {
    const user = userEvent.setup();
    const { summary, details } = renderMenu();
    await user.click(summary);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(details.open).toBe(false);
    await user.click(summary);
    await user.click(screen.getByRole("link", { name: "DeepSearch" }));
    expect(details.open).toBe(false);
  });
});
