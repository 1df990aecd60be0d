import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

import { Logo } from "./logo";
import { navItems } from "./nav-items";

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            {site.tagline}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {navItems
              .flatMap((item) =>
                item.id === "contact"
                  ? [] // the Contact Us button below stands for it
                  : "href" in item
                    ? [{ label: item.label, href: item.href }]
                    : item.links.map((link) => ({
                        label: link.label,
                        href: link.href,
                      })),
              )
              .map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="text-muted-foreground hover:text-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            <li>
              {/* A file, not a route: a plain link. */}
              <a
                href={paths.feed}
                type="application/atom+xml"
                className="text-muted-foreground hover:text-foreground"
              >
                New editions (Atom feed)
              </a>
            </li>
          </ul>
        </nav>
        <div className="md:text-right">
          <Button asChild>
            <Link to={paths.contact}>Contact Us</Link>
          </Button>
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {site.copyrightYear} {site.product}. All rights reserved.
      </p>
    </footer>
  );
}
