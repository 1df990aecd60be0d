import type { BoardSection } from "@evergreen/boards";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

import { AfterHydration } from "@/components/after-hydration";
import type { GenericEdition } from "@/data/board-edition";

import { sectionDraws } from "../sections/draws";

// The sections a board names (its definition's `sections`, packages/boards' BOARD_SECTIONS) that draw under its
// table. Each is its own module, loaded after hydration and only on the boards that name it: a board without
// charts loads no chart code. They are the page's Charts group; the Method and Data & cite groups (evaluation
// card, task table, downloads) are in board-view.tsx.

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

const underTableSection = (name: string) =>
  Object.entries(underTable).find(([section]) => section === name)?.[1];

/**
 * The sections the edition's board names that draw under its table for this edition, in the board's order (known
 * before their code loads: none leaves the page's Charts group an empty heading).
 */
export const sectionsUnderTable = ({ edition, previous }: SectionProps) =>
  (edition.board.sections ?? []).filter(
    (name) =>
      underTableSection(name) !== undefined &&
      sectionDraws(name, edition, previous),
  );

/** The sections the edition's board names that draw under its table, in the board's order. */
export function SectionsUnderTable({ edition, previous }: SectionProps) {
  return sectionsUnderTable({ edition, previous }).map((name) => {
    const Section = underTableSection(name);
    return Section ? (
      <AfterHydration key={name}>
        <Section edition={edition} previous={previous} />
      </AfterHydration>
    ) : null;
  });
}
