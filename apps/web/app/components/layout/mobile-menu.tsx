import { useRef } from "react";

import { useT } from "@/i18n/i18n";

import type { NavItemId } from "./active-nav-item";
import { LanguageSwitch } from "./language-switch";
import type { NavItem } from "./nav-items";
import { NavList } from "./nav-list";
import { useDismiss } from "./use-dismiss";

/**
 * The phone menu: a native disclosure (`details`/`summary`) whose panel drops below the bar over a
 * backdrop, so it opens and closes before the page's scripts have run, and with none (issue 37). Once
 * hydrated, Escape, a tap on the backdrop or a navigation closes it (useDismiss). Positioned against the
 * fixed bar (the header), which is the panel's containing block.
 */
export function MobileMenu({
  active,
  items,
}: {
  active: NavItemId | undefined;
  items: readonly NavItem[];
}) {
  const t = useT();
  const root = useRef<HTMLDetailsElement>(null);
  useDismiss(root);
  return (
    <details ref={root} className="group xl:hidden">
      <summary
        aria-label={t("nav.menu")}
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted [&::-webkit-details-marker]:hidden"
      >
        {/* Three bars, which become a cross while the menu is open (one drawing: no icon code). */}
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-6 fill-none stroke-current stroke-2 [stroke-linecap:round]"
        >
          <path d="M4 6h16M4 12h16M4 18h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6 6 18" className="hidden group-open:block" />
        </svg>
      </summary>
      <div
        data-dismiss
        aria-hidden
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] bg-black/40 motion-safe:animate-fade-in"
      />
      <div
        id="mobile-menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background p-4 shadow-xl motion-safe:animate-fade-in"
      >
        <nav aria-label={t("nav.main")}>
          <NavList items={items} active={active} layout="menu" />
        </nav>
        <LanguageSwitch placement="menu" />
      </div>
    </details>
  );
}
