import { describe, expect, it } from "vitest";

import { includedText } from "./task-table";

describe("includedText", () => {
  it("spells the paper's Y and N as Yes and No, like the other flags, and '-' when not stated", () => {
    expect(includedText("Y")).toBe("Yes");
    expect(includedText("N")).toBe("No");
    expect(includedText(null)).toBe("-");
  });
});
