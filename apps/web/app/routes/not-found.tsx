import { useEffect } from "react";
import { useLocation } from "react-router";

import { paths } from "@/config/paths";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/not-found";

/** The 404 page's title and description in the language of the path; edition routes use it too. */
export function notFoundMeta(pathname: string) {
  const t = translatorForMeta({ location: { pathname } });
  return pageMeta({
    title: t("notFound.title"),
    description: t("notFound.description"),
  });
}

export const meta = ({ location }: Route.MetaArgs) =>
  notFoundMeta(location.pathname);

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const t = useT();

  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      pathname,
    );
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{t("notFound.text")}</p>
      <Link to={paths.home} className="mt-6 font-medium text-primary underline">
        {t("error.returnHome")}
      </Link>
    </div>
  );
}
