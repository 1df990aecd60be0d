import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { ExpertContributorCta } from "@/features/profession/components/expert-contributor-cta";
import { ProfessionTiles } from "@/features/profession/components/profession-tiles";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/profession";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["professionList"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("professionList.title"),
    description: t("professionList.description"),
  });
};

export default function ProfessionRoute() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant="profession">{t("professionList.title")}</Badge>
        }
        title={t("professionList.title")}
      >
        <p>{t("professionList.intro")}</p>
      </PageHeader>
      <Section title={t("professionList.sectionTitle")} id="professions">
        <p className="mb-6 text-muted-foreground">
          {t("professionList.liveNote")}
        </p>
        <ProfessionTiles />
        <ExpertContributorCta />
      </Section>
    </>
  );
}
