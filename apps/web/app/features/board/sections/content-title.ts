import type { BoardDefinition } from "@/data/board-registry";
import { contentText } from "@/i18n/content-text";
import type { Locale } from "@/i18n/locales";

/** A board's title in the page's language (the CMS's Chinese title where it has one). */
export const contentTitle = (
  board: Pick<BoardDefinition, "title" | "titleZh">,
  locale: Locale,
): string => contentText(locale, board.title, board.titleZh);
