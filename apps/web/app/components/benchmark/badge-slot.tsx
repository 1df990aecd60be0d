import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/** The element of the "Use this data" section where the badge picker of the shown edition appears. */
export const BADGE_SLOT_ID = "badge-slot";

/**
 * Shows the badge picker in the page's "Use this data" section when it has one (the picker is declared
 * where its edition is known, e.g. inside a tab). Only for content rendered after hydration, when the
 * document exists.
 */
export function InBadgeSlot({ children }: { children: ReactNode }) {
  const slot =
    typeof document === "undefined"
      ? null
      : document.getElementById(BADGE_SLOT_ID);
  return slot ? createPortal(children, slot) : children;
}
