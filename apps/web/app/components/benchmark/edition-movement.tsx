import { useLocale, useT, type Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";
import {
  editionMovement,
  movementCounts,
  type EditionRanking,
  type EditionMovement as Movement,
} from "@/lib/data-api/movement";

/** The list separators of the page's language. */
const separators = (locale: Locale) =>
  locale === "zh-CN"
    ? { list: "，", names: "、", detail: "；" }
    : { list: ", ", names: ", ", detail: "; " };

/** "Against 2025.05: 3 in both (1 up, 2 unchanged), 4 new, 2 no longer listed." in the page's language. */
export function movementSummaryText(
  movement: Movement,
  t: Translate,
  locale: Locale,
): string {
  const sep = separators(locale);
  const keys = {
    up: "benchmark.summaryUp",
    down: "benchmark.summaryDown",
    same: "benchmark.summarySame",
  } as const;
  const counts = movementCounts(movement);
  const moves = counts.moves.map(([move, count]) => t(keys[move], { count }));
  const { rescored } = counts;
  const detail = [
    moves.join(sep.list),
    rescored ? t("benchmark.summaryRescored", { count: rescored }) : "",
  ]
    .filter(Boolean)
    .join(sep.detail);
  const count = movement.inBoth.length;
  const parts = [
    detail
      ? t("benchmark.summaryInBothDetail", { count, detail })
      : t("benchmark.summaryInBoth", { count }),
    t("benchmark.summaryNew", { count: movement.added.length }),
    t("benchmark.summaryGone", { count: movement.gone.length }),
  ];
  return t("benchmark.summary", {
    edition: movement.previousEdition,
    parts: parts.join(sep.list),
  });
}

/**
 * What moved since the previous edition, computed from both editions' rows and the reviewed alias table.
 * Loaded after hydration (components/benchmark/edition-history.tsx), like the charts.
 */
export function EditionMovement({
  current,
  previous,
}: {
  current: EditionRanking;
  previous: EditionRanking;
}) {
  const t = useT();
  const locale = useLocale();
  const sep = separators(locale);
  const movement = editionMovement(previous, current);
  const movedLine = (entry: Movement["inBoth"][number]) => {
    const name =
      entry.previousName === entry.name
        ? entry.name
        : t("benchmark.movedRenamed", {
            name: entry.name,
            previousName: entry.previousName,
          });
    const line = t("benchmark.movedRank", {
      name,
      from: entry.rank[0],
      to: entry.rank[1],
    });
    return entry.headline[0] === entry.headline[1]
      ? line
      : t("benchmark.movedHeadline", {
          line,
          from: entry.headline[0],
          to: entry.headline[1],
        });
  };
  const changed = movement.inBoth.filter(
    (entry) => entry.move !== "same" || entry.headline[0] !== entry.headline[1],
  );
  return (
    <details>
      <summary className="cursor-pointer font-medium text-foreground">
        {t("benchmark.movedSince", { edition: movement.previousEdition })}
      </summary>
      <p className="mt-2">{movementSummaryText(movement, t, locale)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {changed.map((entry) => (
          <li key={entry.name}>{movedLine(entry)}</li>
        ))}
        {movement.added.length > 0 ? (
          <li>
            {t("benchmark.movedNew", {
              names: movement.added.join(sep.names),
            })}
          </li>
        ) : null}
        {movement.gone.length > 0 ? (
          <li>
            {t("benchmark.movedGone", {
              names: movement.gone.join(sep.names),
            })}
          </li>
        ) : null}
      </ul>
    </details>
  );
}
