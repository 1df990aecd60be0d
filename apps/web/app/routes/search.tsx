import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "Search", description: "Search page." });

export default function SearchRoute() {
  return <PageHeader title="Search">Coming soon.</PageHeader>;
}
