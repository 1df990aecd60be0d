import { describe, expect, it } from "vitest";

import { parseEnv } from "./env-schema";

describe("parseEnv", () => {
  it("defaults the CMS base URL to the local CMS", () => {
    expect(parseEnv({}).VITE_API_BASE_URL).toBe("http://127.0.0.1:1337");
    expect(parseEnv({ VITE_API_BASE_URL: "" }).VITE_API_BASE_URL).toBe(
      "http://127.0.0.1:1337",
    );
  });

  it("leaves the contact form and newsletter unset when not configured", () => {
    const env = parseEnv({ VITE_CONTACT_FORM_URL: "" });
    expect(env.VITE_CONTACT_FORM_URL).toBeUndefined();
    expect(env.VITE_NEWSLETTER_URL).toBeUndefined();
  });

  it("rejects a malformed URL with a message naming the setting", () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: "not a url" })).toThrow(
      /VITE_API_BASE_URL/,
    );
  });
});
