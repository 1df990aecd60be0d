import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "Reports", description: "Reports page." });

export default function ReportsRoute() {
  return <PageHeader title="Reports">Coming soon.</PageHeader>;
}
