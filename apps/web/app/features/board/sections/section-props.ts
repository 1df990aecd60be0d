import type { GenericEdition } from "@/data/board-edition";

/** What every section under a board's table is given: the edition shown, and the one published before it (if any). */
export type SectionProps = {
  edition: GenericEdition;
  previous?: GenericEdition;
};
