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
          itemClass=""
          activeClass=""
          inactiveClass=""
        />
      </ul>
      <button type="button">Elsewhere</button>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "AGI Tracking" });
}

describe("NavDropdown", () => {
  it("opens on a click and shows its links, closed by default", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "ScienceQA" })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "ScienceQA" })).toBeVisible();
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "ScienceQA" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when focus or a click goes elsewhere, and when a link is followed", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "DeepSearch" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
