import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

// The toaster mounts on the first toast, not with every page: mounting sonner loads it, inserts its
// styles and reads the document's direction (a forced style recalculation), about 50 ms of main-thread
// work on a 4x-throttled CPU that every page paid after hydration for a toast most visits never show.
let toasterWanted = false;
const wantListeners = new Set<() => void>();
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** For the root layout: true once a toast has been asked for (useSyncExternalStore). */
export const isToasterWanted = (): boolean => toasterWanted;
export function subscribeToToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Called by <Toaster /> once sonner listens for toasts. */
export function toasterDidMount(): void {
  markToasterMounted();
}

/**
 * Shows a toast: loads sonner, mounts the toaster if it is not there yet, then shows it, so pages
 * pay nothing for toasts in their initial JavaScript or while they load.
 */
export function notify(show: (toast: Toast) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantListeners) listener();
  }
  void Promise.all([import("sonner"), toasterMounted]).then(([{ toast }]) =>
    show(toast),
  );
}
