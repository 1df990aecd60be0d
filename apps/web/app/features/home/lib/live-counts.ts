import { capabilityMatrix } from "@/data/capabilities";
import { professions } from "@/data/professions";
import type { MessageKey, Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

// Home's sentences about what is live, from the same data as the matrix and the tiles: a board published in
// the CMS for a new capability or profession changes them with its cell and tile.

/** "Two capabilities have live benchmarks; nine more are coming." */
export function capabilitySentence(
  t: Translate,
  matrix: readonly {
    capabilities: readonly { href?: string }[];
  }[] = capabilityMatrix,
): string {
  const cells = matrix.flatMap((column) => column.capabilities);
  const live = cells.filter((cell) => cell.href).length;
  const coming = cells.length - live;
  const livePart = t("home.capabilitiesLive", { live });
  return coming > 0
    ? t("home.capabilitiesComing", { livePart, coming })
    : t("home.capabilitiesAll", { livePart });
}

/** "Recruiting (HR) and Marketing are live." */
export function professionSentence(
  t: Translate,
  locale: Locale,
  list: readonly { nameKey: MessageKey; active: boolean }[] = professions,
): string {
  const live = list.filter((profession) => profession.active);
  if (live.length === 0) return t("home.professionsNone");
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    live.map((profession) => t(profession.nameKey)),
  );
  return t("home.professionsLive", { names, count: live.length });
}
