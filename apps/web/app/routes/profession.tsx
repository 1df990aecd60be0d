import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { ExpertContributorCta } from "@/features/profession/components/expert-contributor-cta";
import { ProfessionTiles } from "@/features/profession/components/profession-tiles";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Profession Aligned",
    description:
      "Profession-aligned benchmarks built on real workflows, environments and business KPIs, co-designed with domain experts. Live: recruiting and marketing.",
  });

export default function ProfessionRoute() {
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="profession">Profession Aligned</Badge>}
        title="Profession Aligned"
      >
        <p>
          Does an agent deliver value in a real job? Profession-aligned
          benchmarks are built on workflows, environments and business KPIs,
          co-designed with domain experts, and scored by the business value of
          the result rather than by exam questions.
        </p>
      </PageHeader>
      <Section title="Professions" id="professions">
        <p className="mb-6 text-muted-foreground">
          Recruiting (HR) and marketing are live. The other professions are not
          yet active.
        </p>
        <ProfessionTiles />
        <ExpertContributorCta />
      </Section>
    </>
  );
}
