import type { BoardSection } from "@evergreen/boards";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

import { AfterHydration } from "@/components/after-hydration";
import type { GenericEdition } from "@/data/board-edition";

// The sections a board names (its definition's `sections`, packages/boards' BOARD_SECTIONS) that draw under its
// table. Each is its own module, loaded after hydration and only on the boards that name it: a board without
// charts loads no chart code. The sections below the table's part of the page (evaluation card, task table,
// downloads) are in board-page.tsx.

/** What every section is given: the edition shown, and the one published before it (if any). */
export type SectionProps = {
  edition: GenericEdition;
  previous?: GenericEdition;
};

type SectionComponent = LazyExoticComponent<ComponentType<SectionProps>>;

const underTable: Partial<Record<BoardSection, SectionComponent>> = {
  "field-charts": lazy(() => import("../sections/field-charts/field-charts")),
  "score-distribution": lazy(() => import("../sections/score-distribution")),
  "category-chart": lazy(() => import("../sections/category-chart")),
  "edition-comparison": lazy(
    () => import("../sections/edition-comparison/edition-comparison"),
  ),
};

/** Whether a board's definition names a section. */
export const namesSection = (
  board: { sections?: readonly string[] },
  section: BoardSection,
) => (board.sections ?? []).includes(section);

/** The sections the edition's board names that draw under its table, in the board's order. */
export function SectionsUnderTable({ edition, previous }: SectionProps) {
  return (edition.board.sections ?? []).map((name) => {
    const Section = Object.entries(underTable).find(
      ([section]) => section === name,
    )?.[1];
    return Section ? (
      <AfterHydration key={name}>
        <Section edition={edition} previous={previous} />
      </AfterHydration>
    ) : null;
  });
}
