import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

import { toasterDidMount } from "@/lib/notify";

export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

export function Toaster() {
  // Runs after sonner's own effects (children first), so it is listening by then.
  useEffect(toasterDidMount, []);
  return (
    <Sonner
      theme="light"
      // Given, so sonner does not read the document's computed direction (a forced style recalculation).
      dir="ltr"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      expand={false}
      position="bottom-right"
    />
  );
}
