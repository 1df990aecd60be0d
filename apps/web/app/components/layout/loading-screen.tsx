import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

import { LogoMark } from "./logo";

/** `fullPage` fills the window below the bar, so the footer does not show and then jump away. */
export function LoadingView({
  fullPage = false,
  text,
}: {
  fullPage?: boolean;
  text: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-4",
        fullPage ? "min-h-[calc(100svh-4rem)]" : "min-h-[60vh]",
      )}
    >
      <LogoMark className="size-12 motion-safe:animate-pulse" />
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

/** The spec's loading state ("Loading your second brain..."), in the page's language. */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return <LoadingView fullPage={fullPage} text={t("loading.text")} />;
}
