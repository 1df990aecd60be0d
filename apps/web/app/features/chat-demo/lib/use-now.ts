import { useSyncExternalStore } from "react";

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

// Rounded to the minute so consecutive reads agree, as useSyncExternalStore requires.
const readNow = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
const readNothing = () => null;

/**
 * The current time, refreshed every minute; null while prerendering and hydrating,
 * so time-based labels never differ between the build's HTML and the first client render.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, readNow, readNothing);
}
