import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";

import { AppError } from "@/components/layout/app-error";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ToasterOnDemand } from "@/components/layout/toaster-on-demand";
import { product } from "@/config/benchmark-names";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";

import type { Route } from "./+types/root";
import appCss from "./app.css?inline";

// The dev server styles the page the usual way (it renders in the browser, where the inline copy is empty).
if (import.meta.env.DEV) void import("./app.css");

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${product} leaderboard editions`}
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
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { pathname, key } = useLocation();
  // Pages fade in on client-side navigation only: the first page a visitor opens is painted at
  // once (its location key is "default"), so its prerendered text is visible at first paint.
  const isFirstPage = key === "default";
  return (
    <>
      <SiteHeader />
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

export default function App() {
  return (
    <>
      <Shell>
        <Outlet />
      </Shell>
      <ToasterOnDemand />
    </>
  );
}

export function HydrateFallback() {
  return <LoadingScreen fullPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppError error={error} />;
}
