import { PanelLeft } from "lucide-react";
import { useEffect, useId, useReducer, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";

import {
  activeChat,
  chatReducer,
  chatTitle,
  FAKE_REPLY_DELAY_MS,
  initialChatState,
} from "../lib/chat-state";
import { fakeReply } from "../lib/fake-reply";
import { nextId } from "../lib/ids";
import { ChatComposer } from "./chat-composer";
import { ChatConversation } from "./chat-conversation";
import { ChatSidebar } from "./chat-sidebar";

// A fixed id, so the prerendered list and the hydrating client render the same first chat.
const FIRST_CHAT_ID = "chat-first";

/** The Universal Search demo: chats live in this tab only and replies are written locally. */
export function ChatDemo() {
  // Date.now() here is never rendered before hydration (see useNow), so build and client may differ.
  const [state, dispatch] = useReducer(chatReducer, undefined, () =>
    initialChatState(FIRST_CHAT_ID, Date.now()),
  );
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const sidebarId = useId();
  const replyTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const chat = activeChat(state);
  const t = useT();

  useEffect(() => {
    const timers = replyTimers.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  function send(content: string) {
    const question = content.trim();
    if (question === "") return;
    const chatId = chat.id;
    dispatch({
      type: "send",
      chatId,
      messageId: nextId("message"),
      content: question,
    });
    const timer = setTimeout(() => {
      replyTimers.current.delete(timer);
      dispatch({
        type: "reply",
        chatId,
        messageId: nextId("message"),
        content: fakeReply(question, t),
      });
    }, FAKE_REPLY_DELAY_MS);
    replyTimers.current.add(timer);
  }

  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-border bg-background md:h-[75vh] md:min-h-[32rem] md:flex-row">
      <ChatSidebar
        id={sidebarId}
        hidden={!sidebarOpen}
        chats={state.chats}
        activeChatId={state.activeChatId}
        onCreate={() =>
          dispatch({ type: "create", id: nextId("chat"), now: Date.now() })
        }
        onSelect={(id) => dispatch({ type: "select", id })}
        onRename={(id, title) => dispatch({ type: "rename", id, title })}
        onDelete={(id) =>
          dispatch({
            type: "delete",
            id,
            freshId: nextId("chat"),
            now: Date.now(),
          })
        }
      />
      <div className="flex h-[70vh] min-h-[28rem] min-w-0 flex-1 flex-col md:h-auto md:min-h-0">
        <div className="flex items-center gap-2 border-b border-border px-3 py-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("search.toggleSidebar")}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <PanelLeft className="size-5" aria-hidden />
          </Button>
          <p className="truncate font-medium">{chatTitle(chat, t)}</p>
        </div>
        <ChatConversation chat={chat} />
        <ChatComposer key={chat.id} onSend={send} />
      </div>
    </div>
  );
}
