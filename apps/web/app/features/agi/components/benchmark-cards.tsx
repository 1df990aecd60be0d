import { ArrowRight } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { Link } from "@/i18n/link";

const cards = [
  {
    title: benchmarkNames.scienceQa,
    capability: "Knowledge",
    href: paths.scienceQa,
    text: "100 expert-written science questions that search engines do not index; 10 frontier models, 5 runs each.",
  },
  {
    title: benchmarkNames.deepSearch,
    capability: "Tool Usage",
    href: paths.deepSearch,
    text: "AI Search: 100 deep-search tasks per edition; agent products ranked by accuracy, cost and time per task.",
  },
] as const;

export function AgiBenchmarkCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {cards.map((card) => (
        <article
          key={card.href}
          className="flex flex-col rounded-xl border border-border p-6"
        >
          <Badge variant="agi" className="self-start">
            {card.capability}
          </Badge>
          <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
          <p className="mt-2 flex-1 text-muted-foreground">{card.text}</p>
          <Link
            to={card.href}
            className="mt-4 inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            View the {card.title} leaderboard{" "}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </article>
      ))}
    </div>
  );
}
