import { lazy, Suspense, useSyncExternalStore } from "react";

import { isToasterWanted, subscribeToToasterWanted } from "@/lib/notify";

// sonner is not part of any page's initial JavaScript, nor loaded while a page loads: the toaster
// loads and mounts with the first toast (lib/notify.ts).
const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({
    default: module.Toaster,
  })),
);

export function ToasterOnDemand() {
  const wanted = useSyncExternalStore(
    subscribeToToasterWanted,
    isToasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
