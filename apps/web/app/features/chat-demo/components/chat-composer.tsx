import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n/i18n";
import { useHydrated } from "@/lib/use-hydrated";

const FORM_ID = "chat-composer";

/**
 * The prerendered page runs this after the composer's form (routes/search.tsx renders it): it holds a submit
 * (Enter, or a tap on Send) made before the page's scripts have run, which the browser would otherwise answer by
 * reloading the page and dropping what was typed. It marks the form instead (a property, not an attribute, so
 * hydration sees the HTML it rendered), and the composer sends it once hydrated (issue 37). The build hashes it
 * into the page's Content Security Policy.
 */
export const HOLD_EARLY_SUBMIT = `(()=>{const f=document.getElementById("${FORM_ID}");f&&f.addEventListener("submit",e=>{if(!f.ready){e.preventDefault();f.held=true}})})()`;

export function ChatComposer({
  onSend,
}: {
  onSend: (content: string) => void;
}) {
  // The input keeps its own value (uncontrolled), so what is typed before hydration stays in it.
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [empty, setEmpty] = useState(true);
  const hydrated = useHydrated();
  const inputId = useId();
  const t = useT();

  const send = () => {
    const field = input.current;
    if (!field || field.value.trim() === "") return;
    onSend(field.value);
    field.value = "";
    setEmpty(true);
  };

  // Once hydrated: the held-submit script stands down, what was typed before counts, and a submit held
  // meanwhile is sent.
  const sendHeld = useRef(send);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    Reflect.set(element, "ready", true);
    setEmpty((input.current?.value ?? "").trim() === "");
    if (Reflect.get(element, "held") !== true) return;
    Reflect.set(element, "held", false);
    sendHeld.current();
  }, []);

  return (
    <form
      ref={form}
      id={FORM_ID}
      className="flex items-center gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.message")}
      </label>
      <Input
        ref={input}
        id={inputId}
        onChange={(event) => setEmpty(event.target.value.trim() === "")}
        placeholder={t("search.placeholder")}
        autoComplete="off"
      />
      <Button
        type="submit"
        size="icon"
        aria-label={t("search.send")}
        // Enabled until hydrated, so a submit before then reaches the held-submit script.
        disabled={hydrated && empty}
      >
        <SendHorizontal className="size-4" aria-hidden />
      </Button>
    </form>
  );
}
