import { useMemo } from "react";
import { Outlet, useLocation, useMatches } from "react-router";

import { site } from "@/config/site";
import { alternateLinksOf } from "@/i18n/alternates";
import { createI18n, SiteI18nProvider } from "@/i18n/i18n";
import { messagesOf } from "@/i18n/loader";
import type { Locale } from "@/i18n/locales";
import { cn } from "@/lib/utils";

import { AppError } from "./app-error";
import { LanguageOffer } from "./language-offer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function Shell({ children }: { children: React.ReactNode }) {
  const { pathname, key } = useLocation();
  // Pages fade in on client-side navigation only: the first page a visitor opens is painted at
  // once (its location key is "default"), so its prerendered text is visible at first paint.
  const isFirstPage = key === "default";
  return (
    <>
      <SiteHeader />
      <LanguageOffer />
      <main
        id="main"
        key={pathname}
        className={cn(
          "min-h-[70vh] pt-16",
          !isFirstPage && "motion-safe:animate-fade-in",
        )}
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * The page's canonical address and its twin in the other language (issue 16), hoisted into the head by
 * React. Rendered by the language layouts, not the root, so the SPA shell (the root alone) names no
 * address; a 404 names none either.
 */
function AlternateLinks() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1)?.id ?? "";
  if (leaf.endsWith("not-found")) return null;
  return alternateLinksOf(pathname, site.siteUrl).map((link) => (
    <link key={`${link.rel}-${link.hrefLang ?? ""}`} {...link} />
  ));
}

/**
 * One language's site: the bar, the page and the footer, with the language's common messages and the
 * page's own (its loader's, prerendered with it; app/i18n/namespaces.ts).
 */
export function SiteLayout({ locale }: { locale: Locale }) {
  const pageData = useMatches().at(-1)?.loaderData;
  const i18n = useMemo(
    () => createI18n(locale, messagesOf(pageData)),
    [locale, pageData],
  );
  return (
    <SiteI18nProvider value={i18n}>
      <AlternateLinks />
      <Shell>
        <Outlet />
      </Shell>
    </SiteI18nProvider>
  );
}

/** What a language's site shows when one of its pages fails: the error, in the site's language. */
export function SiteError({
  locale,
  error,
}: {
  locale: Locale;
  error: unknown;
}) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <SiteI18nProvider value={i18n}>
      <AppError error={error} />
    </SiteI18nProvider>
  );
}
