import { useEffect } from "react";

/** The attribute on `<html>` that says React has hydrated the page (`data-hydrated`). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document once React has hydrated it: `data-hydrated` on `<html>`, set by an effect of the root, which
 * runs after every effect of the hydration commit. Never in the prerendered HTML, so hydration sees the document as
 * it was written and the page looks the same; tests wait for it instead of polling React's internals.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
