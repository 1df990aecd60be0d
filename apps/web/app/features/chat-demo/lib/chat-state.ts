import type { MessageKey, Translate } from "@/i18n/i18n";
import { cutChatTitle } from "@/lib/format";

export const NEW_CHAT_TITLE = "New Chat";
export const UNTITLED_CHAT_TITLE = "Untitled Chat";
export const FAKE_REPLY_DELAY_MS = 800;
/** The example results under each reply, as catalog keys (search namespace). */
export const SUGGESTED_RESULTS = [
  "search.resultAi",
  "search.resultMl",
  "search.resultNn",
] as const satisfies readonly MessageKey[];

export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
};

export type Chat = {
  id: string;
  title: string;
  createdAt: number;
  messages: readonly ChatMessage[];
  /** Set once the visitor renames the chat, so the first message no longer titles it. */
  renamed: boolean;
};

/** There is always at least one chat, and the active id always names one of them. */
export type ChatState = {
  chats: readonly Chat[];
  activeChatId: string;
};

export type ChatAction =
  | { type: "create"; id: string; now: number }
  | { type: "select"; id: string }
  | { type: "send"; chatId: string; messageId: string; content: string }
  | { type: "reply"; chatId: string; messageId: string; content: string }
  | { type: "rename"; id: string; title: string }
  | { type: "delete"; id: string; freshId: string; now: number };

/**
 * A chat's title in the page's language: the state keeps the English placeholder titles ("New Chat" before the
 * first message, "Untitled Chat" for a title renamed to nothing), the page shows them from the catalogs.
 */
export function chatTitle(chat: Chat, t: Translate): string {
  if (
    !chat.renamed &&
    chat.title === NEW_CHAT_TITLE &&
    !chat.messages.some((message) => message.role === "user")
  )
    return t("search.newChat");
  if (chat.renamed && chat.title === UNTITLED_CHAT_TITLE)
    return t("search.untitledChat");
  return chat.title;
}

export function createChat(id: string, now: number): Chat {
  return {
    id,
    title: NEW_CHAT_TITLE,
    createdAt: now,
    messages: [],
    renamed: false,
  };
}

export function initialChatState(id: string, now: number): ChatState {
  return { chats: [createChat(id, now)], activeChatId: id };
}

export function activeChat(state: ChatState): Chat {
  return (
    state.chats.find((chat) => chat.id === state.activeChatId) ??
    state.chats[0]!
  );
}

function updateChat(
  state: ChatState,
  id: string,
  update: (chat: Chat) => Chat,
): ChatState {
  if (!state.chats.some((chat) => chat.id === id)) return state;
  return {
    ...state,
    chats: state.chats.map((chat) => (chat.id === id ? update(chat) : chat)),
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "create":
      return {
        chats: [createChat(action.id, action.now), ...state.chats],
        activeChatId: action.id,
      };
    case "select":
      return state.chats.some((chat) => chat.id === action.id)
        ? { ...state, activeChatId: action.id }
        : state;
    case "send": {
      const content = action.content.trim();
      if (content === "") return state;
      return updateChat(state, action.chatId, (chat) => ({
        ...chat,
        title:
          !chat.renamed && !chat.messages.some((m) => m.role === "user")
            ? cutChatTitle(content)
            : chat.title,
        messages: [
          ...chat.messages,
          { id: action.messageId, role: "user", content },
        ],
      }));
    }
    case "reply":
      // A reply to a chat deleted in the meantime is dropped.
      return updateChat(state, action.chatId, (chat) => ({
        ...chat,
        messages: [
          ...chat.messages,
          { id: action.messageId, role: "assistant", content: action.content },
        ],
      }));
    case "rename":
      return updateChat(state, action.id, (chat) => ({
        ...chat,
        title: action.title.trim() || UNTITLED_CHAT_TITLE,
        renamed: true,
      }));
    case "delete": {
      if (!state.chats.some((chat) => chat.id === action.id)) return state;
      const chats = state.chats.filter((chat) => chat.id !== action.id);
      if (chats.length === 0)
        return initialChatState(action.freshId, action.now);
      return {
        chats,
        activeChatId:
          state.activeChatId === action.id ? chats[0]!.id : state.activeChatId,
      };
    }
  }
}
