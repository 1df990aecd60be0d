import { BarList } from "@/components/charts/bar-list";
import type { GenericEdition } from "@/data/board-edition";
import { useT } from "@/i18n/i18n";
import { editionEntryName } from "@/lib/data-api/entry-names";
import { editionFields } from "@/lib/edition-fields";

import { scoreDistributionDraws } from "./draws";

/**
 * The section "score-distribution": a bar per entry at the lower bound of its published headline band, for an
 * edition that publishes its headline as bands and no other numeric field (DeepSearch 2025.05's top 5); an edition
 * with other numeric fields has their charts instead (the section "field-charts").
 */
export default function ScoreDistribution({
  edition,
}: {
  edition: GenericEdition;
}) {
  const t = useT();
  const { board } = edition;
  const fields = editionFields(board, edition.rows);
  const headline = fields.find((field) => field.key === board.headlineField);
  if (!headline || !scoreDistributionDraws(edition)) return null;
  const name = editionEntryName(edition.rows);
  return (
    <BarList
      title={t("sections.bandChartTitle", { edition: edition.edition })}
      rows={edition.rows.flatMap((row) => {
        const band = row[headline.key];
        return typeof band === "string"
          ? [
              {
                label: name(row),
                value: Number.parseInt(band, 10),
                text: band,
              },
            ]
          : [];
      })}
    />
  );
}
