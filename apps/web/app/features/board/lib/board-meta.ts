import type { BoardDefinition } from "@/data/board-registry";
import { editionsOf } from "@/data/board-registry";
import { genericEdition } from "@/data/generic-boards";
import type { Translate } from "@/i18n/i18n";
import { boardTitle } from "@/lib/data-api/urls";
import { datasetJsonLd, pageMeta } from "@/lib/seo";

/**
 * Title, description, canonical link (edition pages) and Dataset JSON-LD of a generic board's page, all
 * from its definition: the variables measured are its fields.
 */
export function boardMeta(
  board: BoardDefinition,
  edition: string | undefined,
  t: Translate,
) {
  const name = boardTitle(board.slug, board);
  const shown = edition ?? editionsOf(board)[0];
  const path = edition ? `${board.route}/${edition}` : board.route;
  const page = {
    title: edition
      ? t("board.editionMetaTitle", { name, edition })
      : t("board.metaTitle", { name }),
    description: edition
      ? t("board.editionMetaDescription", {
          name,
          edition,
          summary: board.summary ?? board.title,
        })
      : t("board.metaDescription", {
          name,
          summary: board.summary ?? board.title,
        }),
  };
  return [
    ...pageMeta(page),
    datasetJsonLd({
      name: page.title,
      description: page.description,
      path,
      sources: genericEdition(board, shown)?.source ?? [],
      variables: board.fields.map((field) => field.label),
    }),
  ];
}
