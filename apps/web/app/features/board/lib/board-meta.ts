import type { I18n } from "@lingui/core";

import type { BoardDefinition } from "@/data/board-registry";
import type { MessageKey, MessageValues } from "@/i18n/i18n";
import { boardTitle } from "@/lib/data-api/urls";
import { datasetPageMeta } from "@/lib/seo";

import { boardTextOf } from "./board-texts";

/**
 * Title, description, canonical link (edition pages) and Dataset JSON-LD of a board's page, all from its
 * definition and texts: the description is the board's own (`<slug>.metaDescription`) where it has one, else
 * its CMS summary; the variables measured are the fields the shown edition publishes.
 */
export function boardMeta(
  board: BoardDefinition,
  edition: string | undefined,
  i18n: I18n,
  {
    editions,
    sources,
    variables,
  }: {
    /** The board's editions, newest first. */
    editions: readonly string[];
    /** Where the page's figures come from: the edition's sources, or every edition's on the board's page. */
    sources: readonly string[];
    /** The labels of the fields the shown edition publishes. */
    variables: readonly string[];
  },
) {
  const t = (key: MessageKey, values?: MessageValues) => i18n._(key, values);
  const text = boardTextOf(i18n, board.slug);
  const name = boardTitle(board.slug, board);
  const path = edition ? `${board.route}/${edition}` : board.route;
  const summary = board.summary ?? board.title;
  const page = {
    title: edition
      ? t("board.editionMetaTitle", { name, edition })
      : t("board.metaTitle", { name }),
    description: edition
      ? (text("editionMetaDescription", { edition }) ??
        t("board.editionMetaDescription", { name, edition, summary }))
      : (text("metaDescription", { editions: editions.join(", ") }) ??
        t("board.metaDescription", { name, summary })),
  };
  return datasetPageMeta(page, { path, sources, variables });
}
