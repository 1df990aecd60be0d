import { ChevronDown, Menu } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { cn } from "@/lib/utils";

import { activeNavItem } from "./active-nav-item";
import { Logo } from "./logo";
import { navItems } from "./nav-items";

// The phone menu's code (Radix Dialog) loads on the first tap, not with every page.
const MobileMenu = lazy(() =>
  import("./mobile-menu").then((m) => ({ default: m.MobileMenu })),
);

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground";
const activeClass = "bg-accent text-primary";

export function SiteHeader() {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  // Mounted from the first tap on, so closing runs the sheet's own close (focus back to the button).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to={paths.home} aria-label={`${site.product} home`}>
          <Logo />
        </Link>

        <NavigationMenu.Root
          aria-label="Main"
          className="relative hidden md:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            {navItems.map((item) => {
              const isActive = item.id === active;
              if ("href" in item) {
                return (
                  <NavigationMenu.Item key={item.id}>
                    <NavigationMenu.Link asChild active={isActive}>
                      <Link
                        to={item.href}
                        aria-current={isActive ? "page" : undefined}
                        className={cn(itemClass, isActive && activeClass)}
                      >
                        {item.label}
                      </Link>
                    </NavigationMenu.Link>
                  </NavigationMenu.Item>
                );
              }
              return (
                <NavigationMenu.Item key={item.id} className="relative">
                  <NavigationMenu.Trigger
                    aria-current={isActive ? "page" : undefined}
                    className={cn(itemClass, "group", isActive && activeClass)}
                  >
                    {item.label}
                    <ChevronDown
                      aria-hidden
                      className="size-4 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content className="absolute top-full left-0 mt-1 w-[220px] rounded-md border border-border bg-background p-1 shadow-lg">
                    <ul>
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <NavigationMenu.Link asChild>
                            <Link
                              to={link.href}
                              className="block rounded px-2 py-2 text-[0.8125rem] whitespace-nowrap hover:bg-muted"
                            >
                              {link.label}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </NavigationMenu.Item>
              );
            })}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
          aria-label="Open menu"
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

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={(open) => setMenuOpenedAt(open ? pathname : null)}
            active={active}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}
