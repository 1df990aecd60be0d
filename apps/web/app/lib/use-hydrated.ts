import { startTransition, useEffect, useState } from "react";

// Set by the first effect after hydration; components that mount later start hydrated.
let pageHydrated = false;

/**
 * False while React hydrates the prerendered HTML (and during prerendering), true afterwards.
 * Anything that differs from the prerendered page (such as URL query state) waits for it,
 * so hydration sees exactly the HTML it was given.
 *
 * The switch is a transition, so React renders what appears after hydration (charts, the badge
 * picker, tabs) in interruptible slices. useSyncExternalStore, used before, made it one synchronous
 * render right after the hydration commit: a 176 ms task on /agi/aisearch with a 4x-throttled CPU.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
