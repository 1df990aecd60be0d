import { PageHeader, Section } from "@/components/page-header";
import { paths } from "@/config/paths";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { messagesData, pageMessagesFor } from "@/i18n/loader";
import { localeOfPath } from "@/i18n/locales";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/news";

// The page's own messages (decision 0016) and the published editions, both at build time: the editions are
// /feed.xml's (build-time/news.ts reads the same list), dated in the language of the path.
export async function loader({ request }: Route.LoaderArgs) {
  const { newsItems } = await import("@/data/news.server");
  return {
    ...messagesData(await pageMessagesFor(request, ["news"])),
    editions: newsItems(localeOfPath(new URL(request.url).pathname)),
  };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("news.title"),
    description: t("news.description"),
  });
};

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { editions } = loaderData;
  return (
    <>
      <PageHeader title={t("news.title")}>
        <p>{t("news.intro")}</p>
        {editions.length === 0 && (
          <p className="mt-4 font-medium text-foreground">
            {t("news.comingSoon")}
          </p>
        )}
      </PageHeader>
      {editions.length > 0 && (
        <Section title={t("news.editionsTitle")} id="editions">
          <ol className="grid gap-3">
            {editions.map((item) => (
              <li
                key={item.page}
                className="rounded-lg border border-border p-4"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Link
                    to={item.page}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {t("news.editionLink", {
                      board: item.board,
                      id: item.edition,
                    })}
                  </Link>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {item.released
                      ? t("news.released", { date: item.released })
                      : t("news.releaseUnknown")}
                  </span>
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t("news.entries", { count: item.entries })}
                  {item.leaders.length > 0 &&
                    ` · ${t("news.rankedFirst", { names: item.leaders.join(t("news.separator")) })}`}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm">
            {/* A file, not a route: a plain link. */}
            <a
              href={paths.feed}
              type="application/atom+xml"
              className="text-primary underline underline-offset-4"
            >
              {t("footer.feed")}
            </a>
          </p>
        </Section>
      )}
    </>
  );
}
