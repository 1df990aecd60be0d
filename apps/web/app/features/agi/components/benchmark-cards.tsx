import { ArrowRight } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { capabilityMatrix } from "@/data/capabilities";
import { contentText } from "@/i18n/content-text";
import { useI18n, useLocale, useT, type Translate } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import type { Locale } from "@/i18n/locales";
import { boardTitle } from "@/lib/data-api/urls";

/** A live AGI board as its card shows it (the route's loader reads it from the board's definition). */
export type AgiBoardCard = {
  slug: string;
  title: string;
  track: string;
  category: string;
  route: string;
  summary: string | null;
  summaryZh?: string;
};

type Card = { title: string; capability: string; href: string; text: string };

/** A board's own card text in the catalogs (`agi.boardCard.<slug>`, where the spec words its card), if it has one. */
type OwnCardText = (slug: string) => string | undefined;

/** ScienceQA's card (the spec's), then one per live AGI board in the registry's order, with its own card text or
 * else its summary in the page's language. */
function cardsOf(
  boards: readonly AgiBoardCard[],
  t: Translate,
  locale: Locale,
  ownText: OwnCardText,
): Card[] {
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
    ...boards.map((board) => ({
      title: boardTitle(board.slug, board),
      capability: capabilityName(board.category),
      href: board.route,
      text:
        ownText(board.slug) ??
        contentText(locale, board.summary, board.summaryZh) ??
        "",
    })),
  ];
}

export function AgiBenchmarkCards({
  boards,
}: {
  boards: readonly AgiBoardCard[];
}) {
  const t = useT();
  const i18n = useI18n();
  const ownText: OwnCardText = (slug) => {
    const id = `agi.boardCard.${slug}`;
    return Object.hasOwn(i18n.messages, id) ? i18n._(id) : undefined;
  };
  const cards = cardsOf(boards, t, useLocale(), ownText);
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
