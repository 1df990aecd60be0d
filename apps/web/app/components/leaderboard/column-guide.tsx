import { useT, type Translate } from "@/i18n/i18n";

import type { LeaderboardColumn } from "./columns";

/** What a column means, in words: its description, unit and direction. */
export function columnNote<Row>(
  column: LeaderboardColumn<Row>,
  t: Translate,
): string {
  return [
    column.description,
    column.unit && t("leaderboard.unit", { unit: column.unit }),
    column.lowerIsBetter && t("leaderboard.lowerIsBetter"),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The column descriptions for everyone, not only mouse users (a `title` is never shown on focus):
 * a disclosure under the table, and each sort button's accessible description.
 */
export function ColumnGuide<Row>({
  idPrefix,
  columns,
}: {
  idPrefix: string;
  columns: readonly LeaderboardColumn<Row>[];
}) {
  const t = useT();
  const described = columns.filter((column) => columnNote(column, t));
  if (described.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded font-medium focus-visible:outline-2 focus-visible:outline-primary">
        {t("leaderboard.aboutColumns")}
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {described.map((column) => (
          <div key={column.id} className="contents">
            <dt className="font-medium">{column.header}</dt>
            <dd
              id={`${idPrefix}-${column.id}`}
              className="mb-1 text-muted-foreground sm:mb-0"
            >
              {columnNote(column, t)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
