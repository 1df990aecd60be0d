import { LogoMark } from "./logo";

export const LOADING_TEXT = "Loading your second brain...";

export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4"
    >
      <LogoMark className="size-12 motion-safe:animate-pulse" />
      <p className="text-muted-foreground">{LOADING_TEXT}</p>
    </div>
  );
}
