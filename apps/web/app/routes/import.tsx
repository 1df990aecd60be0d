import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { ImportDemo } from "@/features/import-demo/components/import-demo";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/import";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["import"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("import.title"),
    description: t("import.description"),
  });
};

export default function ImportRoute() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="muted">{t("import.badge")}</Badge>}
        title={t("import.heading")}
      >
        <p>{t("import.intro")}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ImportDemo />
      </div>
    </>
  );
}
