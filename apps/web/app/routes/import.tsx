import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "Import", description: "Import page." });

export default function ImportRoute() {
  return <PageHeader title="Import">Coming soon.</PageHeader>;
}
