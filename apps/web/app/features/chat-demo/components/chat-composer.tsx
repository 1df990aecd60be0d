import { SendHorizontal } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n/i18n";

export function ChatComposer({
  onSend,
}: {
  onSend: (content: string) => void;
}) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const empty = draft.trim() === "";
  const t = useT();

  return (
    <form
      className="flex items-center gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        onSend(draft);
        setDraft("");
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.message")}
      </label>
      <Input
        id={inputId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
      />
      <Button
        type="submit"
        size="icon"
        aria-label={t("search.send")}
        disabled={empty}
      >
        <SendHorizontal className="size-4" aria-hidden />
      </Button>
    </form>
  );
}
