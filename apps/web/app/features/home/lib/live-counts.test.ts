import { describe, expect, it } from "vitest";

import { capabilitySentence, professionSentence } from "./live-counts";

describe("Home's sentences about what is live", () => {
  it("count the matrix's live cells and the rest, in words", () => {
    expect(capabilitySentence()).toBe(
      "Two capabilities have live benchmarks; nine more are coming.",
    );
    const cell = (live: boolean) => (live ? { href: "/x" } : {});
    expect(
      capabilitySentence([
        { capabilities: [cell(true), cell(true), cell(true)] },
        { capabilities: [cell(false)] },
      ]),
    ).toBe("Three capabilities have live benchmarks; one more is coming.");
    expect(capabilitySentence([{ capabilities: [cell(true)] }])).toBe(
      "One capability has a live benchmark.",
    );
  });

  it("name the live professions", () => {
    expect(professionSentence()).toBe(
      "Recruiting (HR) and Marketing are live.",
    );
    expect(
      professionSentence([
        { name: "Recruiting (HR)", active: true },
        { name: "Marketing", active: true },
        { name: "Sales", active: true },
        { name: "Legal", active: false },
      ]),
    ).toBe("Recruiting (HR), Marketing, and Sales are live.");
    expect(professionSentence([{ name: "Legal", active: false }])).toBe(
      "The first professions are coming soon.",
    );
  });
});
