import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { I18nWrapper, renderInLanguage } from "@/test/render";

import { ChatComposer, HOLD_EARLY_SUBMIT } from "./chat-composer";

/** The prerendered composer in the document, with the held-submit script run as the page runs it. */
function prerendered(onSend: (content: string) => void) {
  const ui = (
    <I18nWrapper>
      <ChatComposer onSend={onSend} />
    </I18nWrapper>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const form = container.querySelector("form")!;
  // The page runs it while parsing, after the form (routes/search.tsx); jsdom runs no script given as HTML.
  new Function(HOLD_EARLY_SUBMIT)();
  return { ui, container, form, input: container.querySelector("input")! };
}

// One prerendered page per file: the hydration flag is the module's (use-hydrated.ts).
describe("ChatComposer before its scripts are ready", () => {
  it("keeps what was typed and sends it once hydrated when Enter was pressed before", async () => {
    const onSend = vi.fn();
    const { ui, container, form, input } = prerendered(onSend);
    const send = screen.getByRole("button", { name: "Send" });
    // Enabled in the prerendered page, so the browser lets Enter submit the form.
    expect(send).toBeEnabled();

    input.value = "What is RAG?";
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // The browser's own submission (a reload that drops the text) is stopped and the submit held.
    expect(submit.defaultPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onSend).toHaveBeenCalledExactlyOnceWith("What is RAG?");
    expect(input.value).toBe("");
    expect(send).toBeDisabled();
    expect(onRecoverableError).not.toHaveBeenCalled();

    // From now on React answers: a second submit is sent once, not held again.
    const user = userEvent.setup();
    await user.type(input, "And memory?{Enter}");
    expect(onSend).toHaveBeenLastCalledWith("And memory?");
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(Reflect.get(form, "held")).toBe(false);
    container.remove();
  });

  it("ignores an empty message, as the spec says, once hydrated", async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderInLanguage(<ChatComposer onSend={onSend} />);
    await user.type(screen.getByLabelText("Message"), "   {Enter}");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
