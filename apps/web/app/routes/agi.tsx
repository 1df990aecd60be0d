import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { AgiBenchmarkCards } from "@/features/agi/components/benchmark-cards";
import { CapabilityMatrix } from "@/features/agi/components/capability-matrix";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "AGI Tracking",
    description:
      "AGI Tracking measures the core capabilities of AI models and agents, such as knowledge, reasoning, tool use and memory. Live benchmarks: ScienceQA and DeepSearch.",
  });

export default function AgiRoute() {
  return (
    <>
      <PageHeader
        eyebrow={<Badge variant="agi">AGI Tracking</Badge>}
        title="AGI Tracking"
      >
        <p>
          AGI Tracking looks for capability breakthroughs: the core abilities of
          models and agents, such as knowledge, reasoning, tool use and memory,
          measured on evergreen test sets.
        </p>
      </PageHeader>
      <Section title="Capability matrix" id="capability-matrix">
        <CapabilityMatrix />
      </Section>
      <Section title="Live benchmarks" id="live-benchmarks">
        <AgiBenchmarkCards />
      </Section>
    </>
  );
}
