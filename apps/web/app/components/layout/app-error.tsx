import { isRouteErrorResponse } from "react-router";

import { useLocale, useT } from "@/i18n/i18n";
import { localizedPath } from "@/i18n/locales";

type AppErrorTexts = {
  title: string;
  unknown: string;
  returnHome: string;
  /** Home in the page's language. */
  homeHref: string;
};

/** The router's last-resort screen: what went wrong, in the words of the error itself. */
export function AppErrorView({
  error,
  texts,
}: {
  error: unknown;
  texts: AppErrorTexts;
}) {
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : texts.unknown;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
      {/* A full load, not a client navigation: the app that failed starts afresh. */}
      <a
        href={texts.homeHref}
        className="mt-6 inline-block text-primary underline"
      >
        {texts.returnHome}
      </a>
    </main>
  );
}

/** The error screen of a language's site, in its language. */
export function AppError({ error }: { error: unknown }) {
  const t = useT();
  const locale = useLocale();
  return (
    <AppErrorView
      error={error}
      texts={{
        title: t("error.title"),
        unknown: t("error.unknown"),
        returnHome: t("error.returnHome"),
        homeHref: localizedPath("/", locale),
      }}
    />
  );
}
