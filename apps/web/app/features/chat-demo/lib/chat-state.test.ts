import { describe, expect, it } from "vitest";

import {
  activeChat,
  chatReducer,
  initialChatState,
  NEW_CHAT_TITLE,
  UNTITLED_CHAT_TITLE,
  type ChatAction,
  type ChatState,
} from "./chat-state";

const NOW = new Date(2025, 10, 3, 12).getTime();

function run(actions: ChatAction[], state = initialChatState("a", NOW)) {
  return actions.reduce(chatReducer, state);
}

const send = (chatId: string, content: string, messageId = content) =>
  ({ type: "send", chatId, messageId, content }) as const satisfies ChatAction;

describe("a new chat", () => {
  it('is titled "New Chat", has no messages and becomes the active chat', () => {
    const state = run([{ type: "create", id: "b", now: NOW + 1 }]);
    expect(state.chats.map((chat) => chat.id)).toEqual(["b", "a"]);
    expect(state.activeChatId).toBe("b");
    expect(activeChat(state)).toMatchObject({
      title: NEW_CHAT_TITLE,
      messages: [],
      createdAt: NOW + 1,
    });
  });
});

describe("sending", () => {
  it("titles the chat with a first message of 25 characters or fewer", () => {
    const state = run([send("a", "Exactly twenty-five chars")]);
    expect(activeChat(state).title).toBe("Exactly twenty-five chars");
  });

  it("cuts a chat title longer than 25 characters to 22 plus ...", () => {
    const state = run([send("a", "What is a neural network, really?")]);
    expect(activeChat(state).title).toBe("What is a neural netwo...");
  });

  it("titles the chat from the trimmed first message only", () => {
    const state = run([send("a", "  First  "), send("a", "Second")]);
    expect(activeChat(state).title).toBe("First");
    expect(activeChat(state).messages.map((m) => m.content)).toEqual([
      "First",
      "Second",
    ]);
  });

  it("ignores a message that is empty after trimming", () => {
    const state = initialChatState("a", NOW);
    expect(chatReducer(state, send("a", "   \n "))).toBe(state);
  });

  it("keeps a title the visitor chose before the first message", () => {
    const state = run([
      { type: "rename", id: "a", title: "Reading list" },
      send("a", "Hello"),
    ]);
    expect(activeChat(state).title).toBe("Reading list");
  });

  it("appends an assistant reply, and drops one for a deleted chat", () => {
    const replied = run([
      send("a", "Hello"),
      { type: "reply", chatId: "a", messageId: "r1", content: "Hi" },
    ]);
    expect(activeChat(replied).messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
    ]);
    const dropped = chatReducer(replied, {
      type: "reply",
      chatId: "gone",
      messageId: "r2",
      content: "Hi",
    });
    expect(dropped).toBe(replied);
  });
});

describe("deleting", () => {
  const three: ChatState = run([
    { type: "create", id: "b", now: NOW },
    { type: "create", id: "c", now: NOW },
  ]);

  it("selects the first remaining chat when the active chat is deleted", () => {
    const state = run(
      [
        { type: "select", id: "b" },
        { type: "delete", id: "b", freshId: "x", now: NOW },
      ],
      three,
    );
    expect(state.chats.map((chat) => chat.id)).toEqual(["c", "a"]);
    expect(state.activeChatId).toBe("c");
  });

  it("keeps the active chat when another chat is deleted", () => {
    const state = run(
      [{ type: "delete", id: "a", freshId: "x", now: NOW }],
      three,
    );
    expect(state.activeChatId).toBe("c");
  });

  it("creates a fresh chat when the last one is deleted", () => {
    const state = run([
      send("a", "Hello"),
      { type: "delete", id: "a", freshId: "fresh", now: NOW + 5 },
    ]);
    expect(state.chats).toHaveLength(1);
    expect(state.activeChatId).toBe("fresh");
    expect(activeChat(state)).toMatchObject({
      title: NEW_CHAT_TITLE,
      messages: [],
      createdAt: NOW + 5,
    });
  });
});

describe("renaming", () => {
  it("uses the trimmed new title", () => {
    const state = run([{ type: "rename", id: "a", title: "  Papers  " }]);
    expect(activeChat(state).title).toBe("Papers");
  });

  it('names a chat "Untitled Chat" when the new title is empty', () => {
    const state = run([{ type: "rename", id: "a", title: "   " }]);
    expect(activeChat(state).title).toBe(UNTITLED_CHAT_TITLE);
  });

  it("ignores an unknown chat", () => {
    const state = initialChatState("a", NOW);
    expect(chatReducer(state, { type: "rename", id: "z", title: "x" })).toBe(
      state,
    );
    expect(chatReducer(state, { type: "select", id: "z" })).toBe(state);
  });
});
