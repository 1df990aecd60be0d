import { Bot, Brain, FileText } from "lucide-react";

import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

import { SUGGESTED_RESULTS, type Chat } from "../lib/chat-state";

export function ChatConversation({ chat }: { chat: Chat }) {
  const waiting = chat.messages.at(-1)?.role === "user";
  const t = useT();

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div
      role="region"
      aria-label={t("search.conversation")}
      tabIndex={0}
      className="flex-1 overflow-y-auto p-4"
    >
      {chat.messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center text-center">
          <Brain className="mb-4 size-12 text-primary" aria-hidden />
          <h2 className="text-2xl font-semibold">{t("search.emptyTitle")}</h2>
          <p className="mt-2 max-w-md text-muted-foreground">
            {t("search.emptyText")}
          </p>
        </div>
      ) : (
        <ol className="space-y-4" aria-live="polite">
          {chat.messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                "flex flex-col gap-3",
                message.role === "user" ? "items-end" : "items-start",
              )}
            >
              <div
                className={cn(
                  "max-w-[85%] rounded-lg px-4 py-2",
                  message.role === "user"
                    ? "bg-primary text-primary-foreground"
                    : "bg-muted",
                )}
              >
                <span className="sr-only">
                  {t(
                    message.role === "user" ? "search.you" : "search.assistant",
                  )}
                </span>
                <p className="whitespace-pre-wrap">{message.content}</p>
              </div>
              {message.role === "assistant" && <SuggestedResults />}
            </li>
          ))}
        </ol>
      )}
      {waiting && (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 text-sm text-muted-foreground"
        >
          <Bot className="size-4 motion-safe:animate-pulse" aria-hidden />
          {t("search.searching")}
        </p>
      )}
    </div>
  );
}

function SuggestedResults() {
  const t = useT();
  return (
    <div className="w-full max-w-[85%]">
      <h3 className="mb-2 text-sm font-semibold">{t("search.suggested")}</h3>
      <ul className="grid gap-2 sm:grid-cols-3">
        {SUGGESTED_RESULTS.map((title) => (
          <li
            key={title}
            className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
          >
            <FileText className="size-4 text-primary" aria-hidden />
            {t(title)}
          </li>
        ))}
      </ul>
    </div>
  );
}
