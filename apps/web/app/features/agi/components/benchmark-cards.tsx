import { ArrowRight } from "lucide-react";
import { liveBoardLinks } from "virtual:live-boards";

import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { genericBoardAt } from "@/data/board-registry";
import { capabilityMatrix } from "@/data/capabilities";
import { useLocale, useT, type Translate } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import type { Locale } from "@/i18n/locales";

type Card = { title: string; capability: string; href: string; text: string };

/** The spec's two cards, then one per AGI board published in the CMS (its summary, in the page's language). */
function cardsOf(t: Translate, locale: Locale): Card[] {
  const capabilityName = (id: string) => {
    const cell = capabilityMatrix
      .flatMap((column) => column.capabilities)
      .find((capability) => capability.id === id);
    return cell ? t(cell.nameKey) : id;
  };
  return [
    {
      title: benchmarkNames.scienceQa,
      capability: t("agi.capKnowledge"),
      href: paths.scienceQa,
      text: t("agi.cardScienceQa"),
    },
    {
      title: benchmarkNames.deepSearch,
      capability: t("agi.capToolUse"),
      href: paths.deepSearch,
      text: t("agi.cardDeepSearch"),
    },
    ...liveBoardLinks.agi.map((link) => {
      const board = genericBoardAt(link.href);
      return {
        title: link.label,
        capability: capabilityName(board?.category ?? ""),
        href: link.href,
        text:
          (locale === "zh-CN" ? board?.summaryZh : undefined) ??
          board?.summary ??
          "",
      };
    }),
  ];
}

export function AgiBenchmarkCards() {
  const t = useT();
  const cards = cardsOf(t, useLocale());
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
            {t("agi.viewBoard", { benchmark: card.title })}{" "}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </article>
      ))}
    </div>
  );
}
