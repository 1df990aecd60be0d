import { Link } from "@/i18n/link";
import { cn } from "@/lib/utils";

import type { NavItemId } from "./active-nav-item";
import { NavDropdown } from "./nav-dropdown";
import type { NavItem } from "./nav-items";

// Exactly one text colour per item: `cn` does not merge conflicting utilities.
const activeClass = "bg-accent text-primary";
const inactiveClass = "text-muted-foreground";
const itemClass = {
  bar: "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted hover:text-foreground",
  menu: "flex min-h-11 w-full items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
} as const;

/** The site's navigation items: a row with menus in the bar, a column with headed groups in the phone menu. */
export function NavList({
  items,
  active,
  layout,
}: {
  items: readonly NavItem[];
  active: NavItemId | undefined;
  layout: "bar" | "menu";
}) {
  return (
    <ul
      className={
        layout === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1"
      }
    >
      {items.map((item) => {
        const isActive = item.id === active;
        if ("href" in item) {
          return (
            <li key={item.id}>
              <Link
                to={item.href}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  itemClass[layout],
                  isActive ? activeClass : inactiveClass,
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        if (layout === "bar") {
          return (
            <NavDropdown
              key={item.id}
              label={item.label}
              links={item.links}
              className={cn(
                itemClass.bar,
                isActive ? activeClass : inactiveClass,
              )}
              isActive={isActive}
            />
          );
        }
        return (
          <li key={item.id}>
            <p
              aria-current={isActive ? "page" : undefined}
              className={cn(
                "px-3 pt-3 pb-1 text-xs font-semibold tracking-wide uppercase",
                isActive ? "text-primary" : "text-muted-foreground",
              )}
            >
              {item.label}
            </p>
            <ul>
              {item.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className={cn(itemClass.menu, inactiveClass, "pl-6")}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
