import { headlineText } from "../lib/headline";
import type { BoardDefinition } from "./board-registry";
import type { GenericBoard } from "./schema";

// The editions of boards published in the CMS without a page of their own (see board-registry.ts), from
// the boards folder the build reads. The committed snapshot has none, so this costs the pages nothing
// until a board is published. Checked against the board's fields at build time (build-time/board-files.ts).
const files = import.meta.glob<GenericBoard>(
  [
    "@boards/*/*.json",
    "!@boards/deepsearch/*.json",
    "!@boards/recruiting/*.json",
    "!@boards/marketing/*.json",
  ],
  { eager: true, import: "default" },
);

export type GenericEdition = GenericBoard & {
  board: BoardDefinition;
  edition: string;
};

/** One edition of a generic board, or undefined when it is not published. */
export function genericEdition(
  board: BoardDefinition,
  edition: string | undefined,
): GenericEdition | undefined {
  if (!edition) return undefined;
  const suffix = `/${board.slug}/${edition}.json`;
  const file = Object.keys(files).find((name) => name.endsWith(suffix));
  return file ? { ...files[file]!, board, edition } : undefined;
}

/** A generic board's edition as the movement between editions and the Home summary read it. */
export function rankingOf(edition: GenericEdition) {
  return {
    board: edition.board.slug,
    edition: edition.edition,
    rows: [...edition.rows]
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({
        name: row.agent,
        rank: row.rank,
        headline: headlineText(edition.board, row[edition.board.headlineField]),
      })),
  };
}
