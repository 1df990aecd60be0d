import { Toaster as Sonner } from "sonner";

export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

export function Toaster() {
  return (
    <Sonner
      theme="light"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      expand={false}
      position="bottom-right"
    />
  );
}
