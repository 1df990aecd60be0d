import { ExternalLink } from "@/components/external-link";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useT, type Translate } from "@/i18n/i18n";
import { Link } from "@/i18n/link";

import { Logo } from "./logo";
import { navItemsOf } from "./nav-items";

const linkClass = "text-muted-foreground hover:text-foreground";

type FooterLink = { label: string; href: string };

// Headed columns (issue 17): the leaderboards, the site's own pages, and where the work can be checked.
function footerLinksOf(t: Translate) {
  const navItems = navItemsOf(t);
  const leaderboards: FooterLink[] = navItems.flatMap((item) =>
    "links" in item ? [...item.links] : [],
  );
  const pages: FooterLink[] = navItems.flatMap((item) =>
    "href" in item && item.id !== "contact"
      ? [{ label: item.label, href: item.href }]
      : [],
  );
  const resources: FooterLink[] = [
    { label: t("footer.paper"), href: site.links.preprint },
    { label: t("footer.code"), href: site.links.evalCode },
    { label: t("footer.datasets"), href: site.links.datasets },
  ];
  return { leaderboards, pages, resources };
}

function Column({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useT();
  const { leaderboards, pages, resources } = footerLinksOf(t);
  return (
    <footer id="site-footer" className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_3fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            {t("site.tagline")}
          </p>
          <Button asChild className="mt-4">
            <Link to={paths.contact}>{t("nav.contact")}</Link>
          </Button>
        </div>
        <nav
          aria-label={t("footer.label")}
          className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3"
        >
          {/* On a phone the long benchmark names take the whole width; the two short columns share a row. */}
          <Column
            title={t("footer.benchmarks")}
            className="col-span-2 sm:col-span-1"
          >
            {leaderboards.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title={t("footer.site")}>
            {pages.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* A file, not a route: a plain link. */}
              <a
                href={paths.feed}
                type="application/atom+xml"
                className={linkClass}
              >
                {t("footer.feed")}
              </a>
            </li>
          </Column>
          <Column title={t("footer.research")}>
            {resources.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} tone="muted">
                  {link.label}
                </ExternalLink>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {t("footer.email")}
              </a>
            </li>
          </Column>
        </nav>
      </div>
      <p className="border-t border-border py-3 text-center text-xs text-muted-foreground">
        {t("footer.copyright", {
          year: site.copyrightYear,
          product: site.product,
        })}
      </p>
    </footer>
  );
}
