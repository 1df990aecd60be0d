import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({ title: "Contact", description: "Contact page." });

export default function ContactRoute() {
  return <PageHeader title="Contact">Coming soon.</PageHeader>;
}
