import { BUILD_DATE } from "@/config/build-date";
import { useT } from "@/i18n/i18n";
import {
  editionDates,
  evaluatedText,
  isStale,
  type EditionDates,
} from "@/lib/edition-dates";

/** An edition as its board file holds it: its id, release date and entries (each may name its evaluation date). */
export type DatedEdition = {
  edition: string;
  released?: string | null;
  rows: readonly object[];
};

/** An edition's dates as the board files publish them (`evaluation_date` per entry). */
export const datesOf = (edition: DatedEdition): EditionDates =>
  editionDates(
    edition.edition,
    edition.released,
    edition.rows.map((row) => Reflect.get(row, "evaluation_date")),
  );

/** "Edition 2025.10 · evaluated 2025.08" (the release date where no entry publishes its evaluation date). */
export function EditionDatesText({ dates }: { dates: EditionDates }) {
  const t = useT();
  if (dates.evaluated)
    return t("dates.editionEvaluated", {
      edition: dates.edition,
      evaluated: evaluatedText(dates.evaluated),
    });
  if (dates.released)
    return t("dates.editionReleased", {
      edition: dates.edition,
      released: dates.released,
    });
  return t("dates.editionUndated", { edition: dates.edition });
}

/**
 * A board or edition page's dates line; on the board's newest edition, more than 180 days before the build, it
 * also says that no newer edition has been published yet. Its texts are in the `dates` namespace.
 */
export function EditionDatesLine({
  edition,
  newest,
  today = BUILD_DATE,
}: {
  edition: DatedEdition;
  /** Whether this is the board's newest edition (only then can a newer one be missing). */
  newest: boolean;
  today?: string;
}) {
  const t = useT();
  const dates = datesOf(edition);
  return (
    <p className="mt-2 text-sm">
      <EditionDatesText dates={dates} />
      {newest && isStale(dates, today) ? (
        <span className="block">
          {t("dates.noNewerEdition", { date: today })}
        </span>
      ) : null}
    </p>
  );
}
