import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

import { Link } from "@/i18n/link";
import { cn } from "@/lib/utils";

/**
 * A disclosure menu of the bar (button + list, the WAI-ARIA disclosure navigation pattern): Enter or a
 * click opens it, Tab walks into its links, Escape, a click elsewhere, leaving it with focus or a
 * navigation closes it. Replaces Radix NavigationMenu, a few KB of every page's initial JavaScript.
 */
export function NavDropdown({
  label,
  links,
  isActive,
  itemClass,
  activeClass,
  inactiveClass,
}: {
  label: string;
  links: readonly { label: string; href: string }[];
  isActive: boolean;
  itemClass: string;
  activeClass: string;
  inactiveClass: string;
}) {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A pointer press or focus outside the item (a click elsewhere, Tab past its last link) closes it.
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target))
        setOpenedAt(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    <li ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-current={isActive ? "page" : undefined}
        className={cn(
          itemClass,
          "group",
          isActive ? activeClass : inactiveClass,
        )}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpenedAt(open ? null : pathname)}
      >
        {label}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute top-full left-0 mt-1 w-[220px] rounded-md border border-border bg-background p-1 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="block rounded px-2 py-2 text-[0.8125rem] whitespace-nowrap hover:bg-muted"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
