import { RankMedal } from "@/components/medal";
import { sectionClass } from "@/components/page-header";
import { useLocale, useT } from "@/i18n/i18n";
import type { LeaderPlace } from "@/lib/leader-places";

// A board's leader strip (issue 37): above its table, the top three places with their scores, by the honest-rank
// rule (lib/leader-places.ts): rows tied exactly share one place and its medal, a place the data do not make
// certain has no medal and says the ranks it could hold; then the board's tie statement.

/** One entry of a place: its name as published, its agent page (null without one) and its main value as printed. */
export type Leader = { label: string; href: string | null; value: string };

export function LeaderStrip({
  places,
  tieStatement,
}: {
  places: readonly LeaderPlace<Leader>[];
  /** How the board's ties are decided (its tie rule), in the page's language. */
  tieStatement: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  if (places.length === 0) return null;
  const separator = locale === "zh-CN" ? "、" : ", ";
  return (
    <section aria-labelledby="leaders" className={`${sectionClass} pt-0`}>
      <h2
        id="leaders"
        className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t("leaderboard.leadersTitle")}
      </h2>
      <ol className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {places.map((place) => {
          const values = new Set(place.entries.map((entry) => entry.value));
          const shared = place.entries.length > 1;
          return (
            <li
              key={place.place}
              // One compact row on a phone (medal, names, score): the table starts in the first screen.
              className="flex min-w-0 items-start gap-3 rounded-lg border border-border bg-background px-3 py-2 sm:py-3"
            >
              {place.medal ? (
                <RankMedal rank={place.place} medal={place.medal} />
              ) : (
                // No medal where the place is not certain: the place as a plain number, the same size.
                <span
                  aria-hidden
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-border text-xs font-semibold tabular-nums"
                >
                  {place.place}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs text-muted-foreground">
                  {shared
                    ? t("leaderboard.leaderPlaceShared", {
                        place: place.place,
                        count: place.entries.length,
                      })
                    : t("leaderboard.leaderPlace", { place: place.place })}
                  {place.range
                    ? ` · ${t("leaderboard.rankRange", { range: place.range })}`
                    : ""}
                </p>
                <p className="font-medium [overflow-wrap:anywhere]">
                  {place.entries.map((entry, index) => (
                    <span key={`${entry.label}-${index}`}>
                      {index > 0 ? separator : ""}
                      {entry.href ? (
                        <a
                          href={entry.href}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {entry.label}
                        </a>
                      ) : (
                        entry.label
                      )}
                      {values.size > 1 ? (
                        <span className="font-semibold tabular-nums">
                          {" "}
                          {entry.value}
                        </span>
                      ) : null}
                    </span>
                  ))}
                </p>
              </div>
              {values.size === 1 ? (
                <p className="shrink-0 text-lg font-semibold tabular-nums">
                  {place.entries[0]!.value}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {tieStatement ? (
        <p className="mt-3 text-sm text-muted-foreground">{tieStatement}</p>
      ) : null}
      {places.some((place) => !place.medal) ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t("leaderboard.leadersUncertain")}
        </p>
      ) : null}
    </section>
  );
}
