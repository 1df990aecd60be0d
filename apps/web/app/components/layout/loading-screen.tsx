import { cn } from "@/lib/utils";

import { LogoMark } from "./logo";

export const LOADING_TEXT = "Loading your second brain...";

/** `fullPage` fills the window below the bar, so the footer does not show and then jump away. */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-4",
        fullPage ? "min-h-[calc(100svh-4rem)]" : "min-h-[60vh]",
      )}
    >
      <LogoMark className="size-12 motion-safe:animate-pulse" />
      <p className="text-muted-foreground">{LOADING_TEXT}</p>
    </div>
  );
}
