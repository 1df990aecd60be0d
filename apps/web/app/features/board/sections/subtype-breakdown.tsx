import { SubtypeBreakdownTable } from "@/components/benchmark/subtype-breakdown-table";
import { useLocale, useT } from "@/i18n/i18n";
import { modeIn } from "@/lib/entry-mode";
import { formatPublished, MISSING } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";
import {
  breakdownOf,
  hasSubtypes,
  subtypeReference,
} from "@/lib/subtype-breakdown";

import { contentTitle } from "./content-title";
import type { SectionProps } from "./section-props";

/**
 * The section "subtype-breakdown": each entry's scores per category and subtype (the board's fields with a
 * parent), one native disclosure per entry in rank order, then the reference rows. Prerendered: it opens without
 * JavaScript.
 */
export default function SubtypeBreakdownSection({ edition }: SectionProps) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  if (!hasSubtypes(board.fields)) return null;
  const references = edition.reference ?? [];
  const reference = subtypeReference(board.fields, references);
  const headline = board.fields.find(
    (field) => field.key === board.headlineField,
  );
  const entries = [
    ...[...edition.rows]
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({ row, rank: row.rank, isReference: false })),
    ...references.map((row) => ({ row, rank: null, isReference: true })),
  ];
  const headlineText = (value: unknown) =>
    typeof value === "number"
      ? formatPublished(value)
      : typeof value === "string"
        ? value
        : MISSING;
  return (
    <section aria-labelledby="subtype-breakdown" className="mt-8">
      <h3 id="subtype-breakdown" className="text-lg font-semibold">
        {t("subtypes.breakdownTitle")}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
        {reference
          ? t("subtypes.breakdownIntroReference", {
              reference: referenceNameIn(reference.agent, locale),
            })
          : t("subtypes.breakdownIntro")}
      </p>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
        {entries.map(({ row, rank, isReference }) => {
          const name = isReference
            ? referenceNameIn(row.agent, locale)
            : row.agent;
          return (
            <li
              key={`${isReference ? "reference" : "entry"}:${row.agent}:${row.mode ?? ""}`}
            >
              <details className="group px-3 py-2">
                <summary className="cursor-pointer text-sm">
                  <span className="font-medium">
                    {rank === null
                      ? `${name} (${t("leaderboard.reference")})`
                      : `${rank}. ${name}`}
                  </span>
                  {row.mode ? (
                    <span className="text-muted-foreground">
                      {" "}
                      · {modeIn(row.mode, locale)}
                    </span>
                  ) : null}
                  {headline ? (
                    <span className="text-muted-foreground">
                      {" "}
                      ·{" "}
                      {contentTitle(
                        { title: headline.label, titleZh: headline.labelZh },
                        locale,
                      )}{" "}
                      {headlineText(row[headline.key])}
                    </span>
                  ) : null}
                </summary>
                <SubtypeBreakdownTable
                  breakdown={breakdownOf(board.fields, row, reference)}
                  label={t("subtypes.tableLabel", { name })}
                  showReference={!isReference}
                />
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
