import { Button } from "@/components/ui/button";
import { site } from "@/config/site";

export function ExpertContributorCta() {
  return (
    <div className="mt-8 rounded-xl border border-border bg-muted p-6">
      <h3 className="text-lg font-semibold">
        Shape the benchmark of your profession
      </h3>
      <p className="mt-1 text-muted-foreground">
        Domain experts co-design the tasks, environments and KPIs of every
        profession-aligned benchmark.
      </p>
      <Button asChild className="mt-4">
        <a href={site.expertContributorMailto}>Join as an expert contributor</a>
      </Button>
    </div>
  );
}
