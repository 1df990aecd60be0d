import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "ProfessionPage", description: "ProfessionPage page." });

export default function ProfessionPageRoute() {
  return <PageHeader title="ProfessionPage">Coming soon.</PageHeader>;
}
