import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { BADGE_SLOT_ID, InBadgeSlot } from "./badge-slot";

describe("InBadgeSlot", () => {
  it("shows the picker in the page's badge slot when there is one", () => {
    const slot = document.createElement("section");
    slot.id = BADGE_SLOT_ID;
    document.body.append(slot);
    render(
      <div data-testid="where-declared">
        <InBadgeSlot>
          <p>Embed a badge</p>
        </InBadgeSlot>
      </div>,
    );
    expect(slot).toContainElement(screen.getByText("Embed a badge"));
    expect(screen.getByTestId("where-declared")).toBeEmptyDOMElement();
    slot.remove();
  });

  it("shows it where it is declared on a page without a slot", () => {
    render(
      <div data-testid="where-declared">
        <InBadgeSlot>
          <p>Embed a badge</p>
        </InBadgeSlot>
      </div>,
    );
    expect(screen.getByTestId("where-declared")).toContainElement(
      screen.getByText("Embed a badge"),
    );
  });
});
