import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

/** The element of the "Use this data" section where the badge picker of the shown edition appears. */
export const BADGE_SLOT_ID = "badge-slot";

/**
 * Shows the badge picker in the page's "Use this data" section when it has one (the picker is declared where its
 * edition is known). Only for content rendered after hydration. The slot is looked up once the page's tree is
 * committed: during a client navigation to another edition's page, the previous page's slot is still in the
 * document while the new page renders, and a picker put there would leave with it.
 */
export function InBadgeSlot({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    // The slot can only be read once this page's tree is in the document: state set from the committed DOM.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlot(document.getElementById(BADGE_SLOT_ID));
  }, []);
  if (slot === undefined) return null;
  return slot ? createPortal(children, slot) : children;
}
