import { Suspense } from "react";

import { useHydrated } from "@/lib/use-hydrated";

/**
 * Renders its children only once the page has hydrated, never in the prerendered HTML, and shows
 * nothing while a lazy child loads. For below-the-table extras (charts, the badge picker) whose
 * code should not be part of the page's initial JavaScript (docs/decisions/0009).
 */
export function AfterHydration({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
