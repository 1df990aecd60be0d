import { PageHeader } from "@/components/page-header";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "News",
    description:
      "News about the benchmark: new leaderboards, monthly refreshes, datasets and reports.",
  });

export default function NewsRoute() {
  return (
    <PageHeader title="News">
      <p>
        Leaderboard refreshes, new benchmarks, datasets and monthly reports will
        be announced here.
      </p>
      <p className="mt-4 font-medium text-foreground">Coming soon.</p>
    </PageHeader>
  );
}
