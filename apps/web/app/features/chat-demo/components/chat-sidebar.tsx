import { Plus } from "lucide-react";
import { useId, useRef } from "react";

import { Button } from "@/components/ui/button";
import { useLocale, useT } from "@/i18n/i18n";

import type { Chat } from "../lib/chat-state";
import { groupByDay } from "../lib/day-groups";
import { useNow } from "../lib/use-now";
import { ChatListItem } from "./chat-list-item";

type ChatSidebarProps = {
  id: string;
  hidden: boolean;
  chats: readonly Chat[];
  activeChatId: string;
  onCreate: () => void;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
};

export function ChatSidebar({
  id,
  hidden,
  chats,
  activeChatId,
  onCreate,
  onSelect,
  onRename,
  onDelete,
}: ChatSidebarProps) {
  const now = useNow();
  const newChatButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const t = useT();
  const locale = useLocale();
  // Until the client knows the time (prerendering and hydration) the only chat is the one the page made when it
  // loaded, which is today's: its label is drawn from the start, so the list does not grow (and shift the chat
  // column below it on narrow screens) when the time becomes known.
  const groups =
    now === null
      ? [{ label: t("search.today"), items: [...chats] }]
      : groupByDay(chats, now, {
          today: t("search.today"),
          yesterday: t("search.yesterday"),
          locale: locale === "en" ? "en-US" : locale,
        });

  const renderItem = (chat: Chat) => (
    <ChatListItem
      key={chat.id}
      chat={chat}
      active={chat.id === activeChatId}
      onSelect={() => onSelect(chat.id)}
      onRename={(title) => onRename(chat.id, title)}
      onDelete={() => {
        onDelete(chat.id);
        // The deleted row held focus; the New Chat button is always there to take it.
        newChatButton.current?.focus();
      }}
    />
  );

  return (
    <nav
      id={id}
      hidden={hidden}
      aria-label={t("search.chats")}
      className="flex max-h-64 w-full shrink-0 flex-col overflow-y-auto border-b border-border bg-muted/40 p-3 md:max-h-none md:w-64 md:border-r md:border-b-0"
    >
      <Button ref={newChatButton} onClick={onCreate} className="w-full">
        <Plus className="size-4" aria-hidden />
        {t("search.newChat")}
      </Button>
      {groups.map((group, index) => (
        <div key={group.label} className="mt-4">
          <h2
            id={`${headingId}-${index}`}
            className="mb-1 px-2 text-xs font-semibold text-muted-foreground"
          >
            {group.label}
          </h2>
          <ul aria-labelledby={`${headingId}-${index}`} className="space-y-1">
            {group.items.map(renderItem)}
          </ul>
        </div>
      ))}
    </nav>
  );
}
