import { PAPER_TITLE } from "@/components/benchmark/citation";
import { ExternalLink } from "@/components/external-link";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { site } from "@/config/site";
import { translatorForMeta, useT } from "@/i18n/i18n";
import { messagesLoader } from "@/i18n/loader";
import { pageMeta } from "@/lib/seo";

import type { Route } from "./+types/reports";

// The page's own messages, prerendered with it in the language of its path (decision 0016).
export const loader = messagesLoader(["reports"]);

export const meta = (args: Route.MetaArgs) => {
  const t = translatorForMeta(args);
  return pageMeta({
    title: t("reports.title"),
    description: t("reports.description"),
  });
};

function ReportIllustration() {
  const t = useT();
  return (
    <svg
      viewBox="0 0 320 180"
      role="img"
      aria-label={t("reports.illustration")}
      className="w-full rounded-lg"
    >
      <rect width="320" height="180" fill="#eff6ff" />
      <rect x="40" y="110" width="36" height="50" rx="4" fill="#93c5fd" />
      <rect x="100" y="85" width="36" height="75" rx="4" fill="#60a5fa" />
      <rect x="160" y="60" width="36" height="100" rx="4" fill="#3b82f6" />
      <rect x="220" y="30" width="36" height="130" rx="4" fill="#1d4ed8" />
      <path d="M30 160 H290" stroke="#1e3a8a" strokeWidth="2" />
    </svg>
  );
}

export default function ReportsRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("reports.title")}>
        <p>{t("reports.intro")}</p>
      </PageHeader>
      <Section title={t("reports.sectionTitle")} id="reports">
        <article className="grid max-w-4xl gap-6 rounded-xl border border-border p-6 md:grid-cols-[2fr_3fr]">
          <ReportIllustration />
          <div>
            <Badge variant="muted">2025.05</Badge>
            <h3 className="mt-3 text-xl font-semibold">{PAPER_TITLE}</h3>
            <p className="mt-2 text-muted-foreground">
              {t("reports.paperText")}
            </p>
            <p className="mt-4">
              <ExternalLink href={site.links.preprint}>
                {t("reports.readPreprint")}
              </ExternalLink>
            </p>
          </div>
        </article>
      </Section>
    </>
  );
}
