import type { BoardSection } from "@evergreen/boards";
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
} from "react";

import { AfterHydration } from "@/components/after-hydration";

import { sectionDraws } from "../sections/draws";
import type { SectionProps } from "../sections/section-props";

// The sections a board names (its definition's `sections`, packages/boards' BOARD_SECTIONS) that draw under its
// table. Each is its own module, loaded after hydration and only on the boards that name it: a board without
// charts loads no chart code. They are the page's Charts group; the Method and Data & cite groups (evaluation
// card, task table, downloads) are in board-view.tsx.

type SectionComponent = LazyExoticComponent<ComponentType<SectionProps>>;

const underTable: Partial<Record<BoardSection, SectionComponent>> = {
  "subtype-breakdown": lazy(() => import("../sections/subtype-breakdown")),
  "where-models-fail": lazy(() => import("../sections/where-models-fail")),
  "field-charts": lazy(() => import("../sections/field-charts/field-charts")),
  "score-distribution": lazy(() => import("../sections/score-distribution")),
  "category-chart": lazy(() => import("../sections/category-chart")),
  "edition-comparison": lazy(
    () => import("../sections/edition-comparison/edition-comparison"),
  ),
};

/**
 * Sections of tables and disclosures, not charts: in the prerendered HTML (they read without JavaScript), their
 * code still a chunk of its own (hydrated once it loads), not part of the page's initial JavaScript.
 */
const prerendered: ReadonlySet<BoardSection> = new Set([
  "subtype-breakdown",
  "where-models-fail",
]);

/** Whether a section is in the prerendered HTML (tables and disclosures) rather than drawn after hydration. */
export const isPrerendered = (name: string) =>
  [...prerendered].some((section) => section === name);

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
    if (!Section) return null;
    return isPrerendered(name) ? (
      <Suspense key={name} fallback={null}>
        <Section edition={edition} previous={previous} />
      </Suspense>
    ) : (
      <AfterHydration key={name}>
        <Section edition={edition} previous={previous} />
      </AfterHydration>
    );
  });
}
