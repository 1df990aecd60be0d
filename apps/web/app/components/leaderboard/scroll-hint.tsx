import { useT } from "@/i18n/i18n";

/** Below 768 px the table scrolls sideways: say so, where the reader looks first. */
export function ScrollHint() {
  const t = useT();
  return (
    <p className="text-xs text-muted-foreground md:hidden">
      {t("leaderboard.swipe")} <span aria-hidden="true">→</span>
    </p>
  );
}
