import { describe, expect, it } from "vitest";

import { messagesIfPrerendered, messagesLoader, messagesOf } from "./loader";

const deepSearchLoader = messagesLoader(["deepsearch"]);

describe("page messages in loader data", () => {
  it("carries the page's namespaces in the language of its path as one JSON text", async () => {
    const english = await deepSearchLoader({
      request: new Request("http://localhost/agi/aisearch"),
    });
    const chinese = await deepSearchLoader({
      request: new Request("http://localhost/zh/agi/aisearch"),
    });
    // One string: React Router's stream then decodes one value, not one per message.
    expect(typeof english.messages).toBe("string");
    // Compiled (Lingui's form: a plain text is a list of one part).
    expect(messagesOf(english)?.["deepsearch.eyebrow"]).toEqual([
      "AGI Tracking · Tool Usage",
    ]);
    expect(messagesOf(chinese)?.["deepsearch.eyebrow"]).toEqual([
      "AGI 追踪 · 工具使用",
    ]);
    // Only the page's namespaces.
    expect(messagesOf(english)?.["news.title"]).toBeUndefined();
  });

  it("reads a page's messages once, however often the layout and the meta functions ask", async () => {
    const data = await deepSearchLoader({
      request: new Request("http://localhost/agi/aisearch"),
    });
    expect(messagesOf(data)).toBe(messagesOf({ ...data }));
  });

  it("has no messages for data without them or with unreadable ones", () => {
    expect(messagesOf(undefined)).toBeUndefined();
    expect(messagesOf({ boards: [] })).toBeUndefined();
    expect(messagesOf({ messages: { "news.title": "News" } })).toBeUndefined();
    expect(messagesOf({ messages: "{not json" })).toBeUndefined();
    expect(messagesOf({ messages: '["news.title"]' })).toBeUndefined();
    expect(messagesOf({ messages: "null" })).toBeUndefined();
  });

  it("gives a path without prerendered data no messages of its own, not an error", async () => {
    const data = await messagesIfPrerendered({
      serverLoader: () => Promise.reject(new Error("no .data file")),
    });
    expect(messagesOf(data)).toEqual({});
  });
});
