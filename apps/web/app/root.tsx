import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";

import { AppErrorView } from "@/components/layout/app-error";
import { HydrationMarker } from "@/components/layout/hydration-marker";
import { LoadingView } from "@/components/layout/loading-screen";
import { ToasterOnDemand } from "@/components/layout/toaster-on-demand";
import { product } from "@/config/benchmark-names";
import { paths } from "@/config/paths";
import {
  htmlLangOf,
  localeOfPath,
  localizedPath,
  type Locale,
} from "@/i18n/locales";
import rootTexts from "@/i18n/root-texts.json";

import type { Route } from "./+types/root";
import appCss from "./app.css?inline";

// The dev server styles the page the usual way (it renders in the browser, where the inline copy is empty).
if (import.meta.env.DEV) void import("./app.css");

// What the root shows before any language's catalog has loaded (the SPA shell of a page that was not
// prerendered) or when a language's site itself fails, in each language (root-texts.json, which the build
// also uses to write the Chinese shell; a test holds them to the catalogs).
const rootTextsOf = (locale: Locale) => {
  const texts = rootTexts[locale];
  return { ...texts, feedTitle: `${product} ${texts.feedTitle}` };
};

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const texts = rootTextsOf(locale);
  return (
    <html lang={htmlLangOf[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        {/* A PNG, not the SVG it is drawn from (scripts/build/render-favicon.mjs): an SVG icon is a document built on
            the main thread after the first paint. */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={texts.feedTitle}
          href={paths.feed}
        />
        {/* zod probes `new Function("")` once to decide on its JIT; under the site's CSP (no 'unsafe-eval')
            Chrome reports that caught probe as a CSP violation (Lighthouse best practices: "Issues"). Its
            jitless mode skips the probe; it must be set before any module builds a schema, hence here
            (the harden step hashes this script into the CSP like the others). */}
        <script
          dangerouslySetInnerHTML={{
            __html: "globalThis.__zod_globalConfig={jitless:true};",
          }}
        />
        {/* The whole stylesheet (about 7 KB gzip) inline in every prerendered page, so the first paint needs
            no request but the document (decision 0015). Only the prerender has its text
            (import.meta.env.SSR): the browser's JavaScript does not carry it, and hydration keeps the element
            as prerendered. */}
        <style
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? appCss : "",
          }}
          suppressHydrationWarning
        />
        {/* The first paint waits until the parser has reached the footer, i.e. the page's content is all
            in the document: a paint part-way through a long table (the DeepSearch leaderboard, 120 KB of
            HTML) drew a row's cell half-parsed and then moved the rows under it (CLS 0.0001-0.003 in one
            load of three on a phone with a slow CPU). On a page without the footer, parsing's end releases it. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {texts.skip}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ToasterOnDemand />
      {/* Last, so its effect runs after every other effect of the hydration commit. */}
      <HydrationMarker />
    </>
  );
}

export function HydrateFallback() {
  const { pathname } = useLocation();
  return (
    <LoadingView fullPage text={rootTextsOf(localeOfPath(pathname)).loading} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeOfPath(useLocation().pathname);
  const texts = rootTextsOf(locale);
  return (
    <AppErrorView
      error={error}
      texts={{
        title: texts.errorTitle,
        unknown: texts.errorUnknown,
        returnHome: texts.returnHome,
        homeHref: localizedPath("/", locale),
      }}
    />
  );
}
