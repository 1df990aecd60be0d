import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * What scripts add to a `<details>` menu, which opens and closes without them (issue 37: a click before
 * hydration is never lost): Escape closes it and gives focus back to its summary; a press or focus outside
 * it, or on an element marked `data-dismiss` (a backdrop), closes it; so does a navigation. A menu opened
 * before hydration stays open through it.
 */
export function useDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  useEffect(() => {
    const details = ref.current;
    if (details && shownAt.current !== pathname) details.open = false;
    shownAt.current = pathname;
  }, [ref, pathname]);

  useEffect(() => {
    const dismiss = (event: Event) => {
      const details = ref.current;
      const target = event.target;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.querySelector("summary")?.focus();
      } else if (target instanceof Element && details.contains(target)) {
        // A backdrop closes on its click, not on the press: Chromium's renderer crashed when the press hid
        // the element it was pressed on.
        if (event.type !== "click" || !target.closest("[data-dismiss]")) return;
      }
      details.open = false;
    };
    const types = ["pointerdown", "click", "focusin", "keydown"];
    for (const type of types) document.addEventListener(type, dismiss);
    return () => {
      for (const type of types) document.removeEventListener(type, dismiss);
    };
  }, [ref]);
}
