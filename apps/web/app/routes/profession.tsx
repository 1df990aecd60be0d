import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "Profession", description: "Profession page." });

export default function ProfessionRoute() {
  return <PageHeader title="Profession">Coming soon.</PageHeader>;
}
