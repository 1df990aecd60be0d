import { useLocation } from "react-router";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { unlocalizedPath } from "@/i18n/locales";

import { activeNavItem } from "./active-nav-item";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navItemsOf } from "./nav-items";
import { NavList } from "./nav-list";

export function SiteHeader() {
  const { pathname } = useLocation();
  const t = useT();
  const navItems = navItemsOf(t);
  const active = activeNavItem(unlocalizedPath(pathname));

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link
          to={paths.home}
          aria-label={t("site.homeLink", { product: site.product })}
        >
          <Logo />
        </Link>

        <nav aria-label={t("nav.main")} className="hidden xl:block">
          <NavList items={navItems} active={active} layout="bar" />
        </nav>

        <div className="flex items-center gap-1">
          <LanguageSwitch placement="bar" />
          <MobileMenu active={active} items={navItems} />
        </div>
      </div>
    </header>
  );
}
