import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { AgiBenchmarkCards } from "@/features/agi/components/benchmark-cards";
import { CapabilityMatrix } from "@/features/agi/components/capability-matrix";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/agi";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["agi"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("agi.title"),
    description: t("agi.description"),
  });
};

export default function AgiRoute() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">{t("agi.title")}</Badge>}
        title={t("agi.title")}
      >
        <p>{t("agi.intro")}</p>
      </PageHeader>
      {/* The live benchmarks first, then the matrix, most of whose cells are still coming (issue 37). */}
      <Section title={t("agi.liveTitle")} id="live-benchmarks">
        <AgiBenchmarkCards />
      </Section>
      <Section title={t("agi.matrixTitle")} id="capability-matrix">
        <CapabilityMatrix />
      </Section>
    </>
  );
}
