import { startTransition, useEffect, useState } from "react";

/**
 * The width of the element `ref` is put on, from a ResizeObserver; `fallback` until it reports (and where
 * there is none: jsdom in unit tests). For drawings that must fit the screen with text at its own size.
 * A callback ref, so an element that appears after the first render is measured too.
 */
export function useContainerWidth<T extends HTMLElement>(fallback: number) {
  const [element, ref] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        startTransition(() => setWidth(Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width: width && width > 0 ? width : fallback };
}
