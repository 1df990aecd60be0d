import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";

import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { cn } from "@/lib/utils";

import type { NavItemId } from "./active-nav-item";
import { LanguageSwitch } from "./language-switch";
import type { NavItem } from "./nav-items";

const itemClass =
  "flex min-h-11 w-full items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground";
// Exactly one text colour per item: `cn` does not merge conflicting utilities.
const activeClass = "bg-accent text-primary";
const inactiveClass = "text-muted-foreground";

/**
 * The phone menu: a sheet from the right over a backdrop, focus kept inside until it closes (Radix
 * Dialog). Loaded on the first tap, so its code is not part of any page's initial JavaScript.
 */
export function MobileMenu({
  open,
  onOpenChange,
  active,
  returnFocusTo,
  items,
}: {
  /** The header's items (passed in, so this lazy chunk does not split them out of the shared one). */
  items: readonly NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: NavItemId | undefined;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in md:hidden" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto border-l border-border bg-background p-4 shadow-xl motion-safe:animate-fade-in md:hidden"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold">
              {t("nav.menu")}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("nav.close")}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.main")}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => {
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
                            className={cn(itemClass, inactiveClass, "pl-6")}
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
          </nav>
          <LanguageSwitch placement="menu" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
