import { ArrowRight } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";

const cards = [
  {
    title: benchmarkNames.scienceQa,
    capability: "agi.capKnowledge",
    href: paths.scienceQa,
    text: "agi.cardScienceQa",
  },
  {
    title: benchmarkNames.deepSearch,
    capability: "agi.capToolUse",
    href: paths.deepSearch,
    text: "agi.cardDeepSearch",
  },
] as const;

export function AgiBenchmarkCards() {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {cards.map((card) => (
        <article
          key={card.href}
          className="flex flex-col rounded-xl border border-border p-6"
        >
          <Badge variant="agi" className="self-start">
            {t(card.capability)}
          </Badge>
          <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
          <p className="mt-2 flex-1 text-muted-foreground">{t(card.text)}</p>
          <Link
            to={card.href}
            className="mt-4 inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            {t("agi.viewBoard", { benchmark: card.title })}{" "}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </article>
      ))}
    </div>
  );
}
