import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { unlocalizedPath } from "@/i18n/locales";
import { cn } from "@/lib/utils";

import { activeNavItem } from "./active-nav-item";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { NavDropdown } from "./nav-dropdown";
import { navItemsOf } from "./nav-items";

// The phone menu's code (Radix Dialog) loads on the first tap, not with every page.
const MobileMenu = lazy(() =>
  import("./mobile-menu").then((m) => ({ default: m.MobileMenu })),
);

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground";
// Exactly one text colour per item: `cn` does not merge conflicting utilities.
const activeClass = "bg-accent text-primary";
const inactiveClass = "text-muted-foreground";

export function SiteHeader() {
  const { pathname } = useLocation();
  const t = useT();
  const navItems = navItemsOf(t);
  const active = activeNavItem(unlocalizedPath(pathname));
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  // Mounted from the first tap on, so closing runs the sheet's own close (focus back to the button).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link
          to={paths.home}
          aria-label={t("site.homeLink", { product: site.product })}
        >
          <Logo />
        </Link>

        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => {
              const isActive = item.id === active;
              if ("href" in item) {
                return (
                  <li key={item.id}>
                    <Link
                      to={item.href}
                      aria-current={isActive ? "page" : undefined}
                      className={cn(
                        itemClass,
                        isActive ? activeClass : inactiveClass,
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              }
              return (
                <NavDropdown
                  key={item.id}
                  label={item.label}
                  links={item.links}
                  isActive={isActive}
                  itemClass={itemClass}
                  activeClass={activeClass}
                  inactiveClass={inactiveClass}
                />
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <LanguageSwitch placement="bar" />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
            aria-label={t("nav.openMenu")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-haspopup="dialog"
            ref={menuButton}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpenedAt(menuOpen ? null : pathname);
            }}
          >
            <Menu aria-hidden />
          </button>
        </div>
      </div>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={(open) => setMenuOpenedAt(open ? pathname : null)}
            active={active}
            returnFocusTo={menuButton}
            items={navItems}
          />
        </Suspense>
      )}
    </header>
  );
}
