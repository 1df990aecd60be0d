import { MessageSquare, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

import { chatTitle, type Chat } from "../lib/chat-state";

type ChatListItemProps = {
  chat: Chat;
  active: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
};

export function ChatListItem({
  chat,
  active,
  onSelect,
  onRename,
  onDelete,
}: ChatListItemProps) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocusRename = useRef(false);
  const t = useT();
  const title = chatTitle(chat, t);

  useEffect(() => {
    if (editing || !refocusRename.current) return;
    refocusRename.current = false;
    renameButton.current?.focus();
  }, [editing]);

  return (
    <li
      className={cn(
        "flex items-center gap-1 rounded-md",
        active ? "bg-accent text-primary" : "hover:bg-muted",
      )}
    >
      {editing ? (
        <RenameForm
          title={title}
          onDone={(title, viaKeyboard) => {
            if (title !== null) onRename(title);
            refocusRename.current = viaKeyboard;
            setEditing(false);
          }}
        />
      ) : (
        <>
          <button
            type="button"
            aria-current={active ? "true" : undefined}
            onClick={onSelect}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm"
          >
            <MessageSquare className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{title}</span>
          </button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="shrink-0"
            ref={renameButton}
            aria-label={t("search.rename", { title })}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-3.5" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="shrink-0"
            aria-label={t("search.delete", { title })}
            onClick={onDelete}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        </>
      )}
    </li>
  );
}

/**
 * Commits on submit or blur; Escape cancels (title null). After Enter or Escape,
 * focus returns to the row; after a blur it stays where the visitor moved it.
 */
function RenameForm({
  title,
  onDone,
}: {
  title: string;
  onDone: (title: string | null, viaKeyboard: boolean) => void;
}) {
  const [draft, setDraft] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  // Submit and Escape unmount the input, which can fire a late blur; only the first outcome counts.
  const settled = useRef(false);
  const t = useT();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function finish(result: string | null, viaKeyboard: boolean) {
    if (settled.current) return;
    settled.current = true;
    onDone(result, viaKeyboard);
  }

  return (
    <form
      className="flex-1 p-1"
      onSubmit={(event) => {
        event.preventDefault();
        finish(draft, true);
      }}
    >
      <input
        ref={input}
        aria-label={t("search.newTitle", { title })}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(draft, false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") finish(null, true);
        }}
        className="h-8 w-full rounded border border-primary bg-background px-2 text-sm"
      />
    </form>
  );
}
