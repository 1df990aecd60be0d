import { PageHeader } from "@/components/page-header";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/news";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["news"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("news.title"),
    description: t("news.description"),
  });
};

export default function NewsRoute() {
  const t = useT();
  return (
    <PageHeader title={t("news.title")}>
      <p>{t("news.intro")}</p>
      <p className="mt-4 font-medium text-foreground">{t("news.comingSoon")}</p>
    </PageHeader>
  );
}
