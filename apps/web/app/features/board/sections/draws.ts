import type { BoardSection } from "@evergreen/boards";

import type { GenericEdition } from "@/data/board-edition";
import { editionFields } from "@/lib/edition-fields";

// Whether a section the board names draws anything for an edition, known without the section's code (which loads
// after hydration): the board page leaves out the Charts group, its heading and its link when none of its
// sections draws (issue 37). Each section returns nothing by the same rule (it imports its rule from here).

const NUMERIC_KINDS = new Set(["score", "number", "money", "duration"]);

const headlineOf = (edition: GenericEdition) =>
  editionFields(edition.board, edition.rows).find(
    (field) => field.key === edition.board.headlineField,
  );

const publishes = (edition: GenericEdition, kind: string) =>
  editionFields(edition.board, edition.rows).some(
    (field) => field.kind === kind,
  );

/** "field-charts": a banded headline and a published cost or time to chart it against. */
export const fieldChartsDraw = (edition: GenericEdition) =>
  headlineOf(edition)?.kind === "band" &&
  (publishes(edition, "money") || publishes(edition, "duration"));

/** "score-distribution": a banded headline and no other numeric field (those have their own charts). */
export const scoreDistributionDraws = (edition: GenericEdition) =>
  headlineOf(edition)?.kind === "band" &&
  !editionFields(edition.board, edition.rows).some((field) =>
    NUMERIC_KINDS.has(field.kind),
  );

/** "category-chart": some score field besides the headline that is not a subtype (the task categories). */
export const categoryChartDraws = (edition: GenericEdition) =>
  editionFields(edition.board, edition.rows).some(
    (field) =>
      field.kind === "score" &&
      field.key !== edition.board.headlineField &&
      !field.parent,
  );

/** "edition-comparison": an edition published before this one. */
export const editionComparisonDraws = (
  _edition: GenericEdition,
  previous: GenericEdition | undefined,
) => previous !== undefined;

const rules: Partial<
  Record<
    BoardSection,
    (edition: GenericEdition, previous: GenericEdition | undefined) => boolean
  >
> = {
  "field-charts": fieldChartsDraw,
  "score-distribution": scoreDistributionDraws,
  "category-chart": categoryChartDraws,
  "edition-comparison": editionComparisonDraws,
};

/** Whether the named section draws for the edition; a section with no rule here is taken to draw. */
export function sectionDraws(
  name: string,
  edition: GenericEdition,
  previous: GenericEdition | undefined,
): boolean {
  const rule = Object.entries(rules).find(([section]) => section === name)?.[1];
  return rule ? rule(edition, previous) : true;
}
