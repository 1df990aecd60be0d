import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { InTurn } from "./in-turn";

const headings = () =>
  screen.queryAllByRole("heading").map((heading) => heading.textContent);

describe("InTurn", () => {
  it("shows the first child at once and the others one by one, in order, keeping a space until the last", async () => {
    const { container } = render(
      <InTurn>
        <h2>First</h2>
        <h2>Second</h2>
        <h2>Third</h2>
      </InTurn>,
    );
    expect(headings()).toEqual(["First"]);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();

    await screen.findByRole("heading", { name: "Second" });
    expect(headings()).toEqual(["First", "Second"]);
    await screen.findByRole("heading", { name: "Third" });
    expect(headings()).toEqual(["First", "Second", "Third"]);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it("keeps each child's turn when one before it is empty", async () => {
    const { rerender } = render(
      <InTurn>
        <h2>First</h2>
        {null}
        <h2>Third</h2>
      </InTurn>,
    );
    await screen.findByRole("heading", { name: "Third" });
    rerender(
      <InTurn>
        <h2>First</h2>
        <h2>Second</h2>
        <h2>Third</h2>
      </InTurn>,
    );
    expect(headings()).toEqual(["First", "Second", "Third"]);
  });

  it("draws a single child without a space", () => {
    const { container } = render(
      <InTurn>
        <h2>Only</h2>
      </InTurn>,
    );
    expect(headings()).toEqual(["Only"]);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
