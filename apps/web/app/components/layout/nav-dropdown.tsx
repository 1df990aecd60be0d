import { ChevronDown } from "lucide-react";
import { useRef } from "react";

import { Link } from "@/i18n/link";
import { cn } from "@/lib/utils";

import { useDismiss } from "./use-dismiss";

/**
 * A menu of the bar: a native disclosure (`details`/`summary`), so a click, a tap, Enter or Space opens it
 * before the page's scripts have run, and with none at all (issue 37). Tab walks into its links; once
 * hydrated, Escape, a click elsewhere, leaving it with focus or a navigation closes it (useDismiss). The
 * bar's menus share a name: opening one closes the other.
 */
export function NavDropdown({
  label,
  links,
  isActive,
  className,
}: {
  label: string;
  links: readonly { label: string; href: string }[];
  isActive: boolean;
  /** The summary's classes: the bar's item look. */
  className: string;
}) {
  const root = useRef<HTMLDetailsElement>(null);
  useDismiss(root);

  return (
    <li>
      <details ref={root} name="site-menu" className="group relative">
        <summary
          aria-current={isActive ? "page" : undefined}
          className={cn(
            className,
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          {label}
          <ChevronDown
            aria-hidden
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <ul className="absolute top-full left-0 mt-1 w-[220px] rounded-md border border-border bg-background p-1 shadow-lg">
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
      </details>
    </li>
  );
}
