import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

/**
 * Shows a toast. sonner loads on first use (and with the lazily mounted <Toaster /> in root.tsx),
 * so pages pay nothing for it in their initial JavaScript.
 */
export function notify(show: (toast: Toast) => void): void {
  void import("sonner").then(({ toast }) => show(toast));
}
