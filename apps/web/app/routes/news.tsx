import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "News", description: "News page." });

export default function NewsRoute() {
  return <PageHeader title="News">Coming soon.</PageHeader>;
}
