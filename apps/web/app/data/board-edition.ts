import { editionEntryName } from "../lib/data-api/entry-names";
import { headlineText } from "../lib/headline";
import type { BoardDefinition } from "./board-registry";
import type { GenericBoard } from "./schema";

/** One edition of a board with its board's definition: what a board's page and its sections draw. */
export type GenericEdition = GenericBoard & {
  board: BoardDefinition;
  edition: string;
};

const headlineValue = (value: unknown): number | string | null =>
  typeof value === "number" || typeof value === "string" ? value : null;

/** A board's edition as the movement between editions and the Home summary read it (entries by their names). */
export function rankingOf(edition: GenericEdition) {
  const name = editionEntryName(edition.rows);
  return {
    board: edition.board.slug,
    edition: edition.edition,
    rows: [...edition.rows]
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({
        name: name(row),
        rank: row.rank,
        headline: headlineText(edition.board, row[edition.board.headlineField]),
        // The headline as published (a number or a band): what ties two rows whatever their ranks.
        value: headlineValue(row[edition.board.headlineField]),
      })),
  };
}
