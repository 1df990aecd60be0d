import { ExternalLink } from "@/components/external-link";
import { Badge } from "@/components/ui/badge";
import { announcedSeries } from "@/data/announced-series";
import { capabilityMatrix } from "@/data/capabilities";
import { useLocale, useT } from "@/i18n/i18n";
import { formatCount } from "@/lib/format";

const nameKeyOf = (capability: string) =>
  capabilityMatrix
    .flatMap((column) => column.capabilities)
    .find((candidate) => candidate.id === capability)?.nameKey;

/** Series announced without per-agent results we can cite: what they measure and where to read more, no number. */
export function AnnouncedSeriesCards() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {announcedSeries.map((series) => {
        const nameKey = nameKeyOf(series.capability);
        return (
          <article
            key={series.id}
            id={series.id}
            aria-labelledby={`${series.id}-title`}
            className="flex scroll-mt-20 flex-col rounded-xl border border-dashed border-border p-6"
          >
            <div className="flex flex-wrap gap-2">
              {nameKey ? <Badge variant="agi">{t(nameKey)}</Badge> : null}
              <Badge variant="muted">
                {t("agi.launched", { month: series.launched })}
              </Badge>
            </div>
            <h3
              id={`${series.id}-title`}
              className="mt-3 text-xl font-semibold"
            >
              {series.name}
            </h3>
            <p className="mt-2 text-muted-foreground">
              {t("agi.agentIfMeasures")}
            </p>
            <p className="mt-2">
              {t("agi.seriesSize", {
                tasks: formatCount(series.tasks, locale),
                points: formatCount(series.scoringPoints, locale),
              })}
            </p>
            <p className="mt-2 font-medium">{t("agi.resultsNotYet")}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
              <li>
                <ExternalLink href={series.paper}>
                  {t("agi.seriesPaper")}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={series.dataset}>
                  {t("agi.seriesDataset")}
                </ExternalLink>
              </li>
            </ul>
          </article>
        );
      })}
    </div>
  );
}
