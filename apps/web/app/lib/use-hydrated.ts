import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and during prerendering), true afterwards.
 * Anything that differs from the prerendered page (such as URL query state) waits for it,
 * so hydration sees exactly the HTML it was given.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
