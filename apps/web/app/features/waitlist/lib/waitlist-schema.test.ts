import { describe, expect, it } from "vitest";

import { emptyWaitlistForm, validateWaitlist } from "./waitlist-schema";

describe("validateWaitlist", () => {
  it("requires name, email and reason, with one message per field", () => {
    expect(validateWaitlist(emptyWaitlistForm)).toEqual({
      success: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        reason: "Please tell us why you are interested.",
      },
    });
  });

  it("rejects an invalid email address and blank-only fields", () => {
    const result = validateWaitlist({
      ...emptyWaitlistForm,
      name: "   ",
      email: "not-an-email",
      reason: "Research",
    });
    expect(result).toEqual({
      success: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
      },
    });
  });

  it("returns the trimmed form, linkedin and currentTool included", () => {
    expect(
      validateWaitlist({
        name: " Ada ",
        email: " ada@example.com ",
        reason: "Notes",
        linkedin: "",
        currentTool: "",
      }),
    ).toEqual({
      success: true,
      data: {
        name: "Ada",
        email: "ada@example.com",
        reason: "Notes",
        linkedin: "",
        currentTool: "",
      },
    });
  });
});
