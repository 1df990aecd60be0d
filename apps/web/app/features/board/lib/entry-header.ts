import type { GenericEdition } from "@/data/board-edition";
import { contentText } from "@/i18n/content-text";
import type { Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

/** The header of an edition's name column: the edition's own word for its entries where it has one, else "Agent". */
export const entryHeaderOf = (
  edition: Pick<GenericEdition, "entryLabel" | "entryLabelZh">,
  locale: Locale,
  t: Translate,
): string =>
  edition.entryLabel
    ? contentText(locale, edition.entryLabel, edition.entryLabelZh)
    : t("leaderboard.agent");
