import type { I18n } from "@lingui/core";

import { useI18n, type MessageValues, type Translate } from "@/i18n/i18n";

// A board's own texts in the message catalogs (its intro, notes, evaluation card, caption), keyed by its slug:
// `<slug>.intro`, `<slug>.note1`, ... They are data (both languages in app/i18n/catalogs); the board page
// shows each one the board has, and its generic text (the CMS's summary, the edition's caption) where it has none.
// The board's route loads its slug's namespace with the page (routes/board.tsx).

/** One of a board's texts by name, in the page's language, or undefined when the board has none. */
export type BoardText = (
  name: string,
  values?: MessageValues,
) => string | undefined;

export const boardTextOf =
  (i18n: I18n, slug: string): BoardText =>
  (name, values) => {
    const id = `${slug}.${name}`;
    return Object.hasOwn(i18n.messages, id) ? i18n._(id, values) : undefined;
  };

/** The page's texts of a board. */
export function useBoardText(slug: string): BoardText {
  return boardTextOf(useI18n(), slug);
}

/** A board's numbered texts (`note1`, `note2`, ...) in order, up to the first it does not have. */
export function numberedTexts(text: BoardText, prefix: string): string[] {
  const texts: string[] = [];
  for (let index = 1; ; index += 1) {
    const value = text(`${prefix}${index}`);
    if (value === undefined) return texts;
    texts.push(value);
  }
}

/** The name of a board edition's table (its region, its charts' titles): the board's own, else "<title> <edition> leaderboard". */
export const tableLabelOf = (
  text: BoardText,
  t: Translate,
  board: { title: string },
  edition: string,
): string =>
  text("tableLabel", { edition }) ??
  t("board.tableLabel", { title: board.title, edition });
