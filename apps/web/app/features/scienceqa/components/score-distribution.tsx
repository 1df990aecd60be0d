import { BarList } from "@/components/charts/bar-list";
import { Section } from "@/components/page-header";
import { useLocale, useT } from "@/i18n/i18n";
import { formatScore, formatText } from "@/lib/format";

import type { ScienceQaPage } from "../api/get-scienceqa-page";
import { evaluatedSentence } from "../lib/evaluated-sentence";
import type { RankedScienceQaEntry } from "../lib/order-ranking";

export function ScoreDistribution({
  page,
  entries,
}: {
  page: ScienceQaPage | undefined;
  /** The ranking in leaderboard order: drawn as bars, like the site's other charts. */
  entries: readonly RankedScienceQaEntry[];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section
      title={t("scienceqa.distributionTitle")}
      id="distribution"
      className="mx-auto max-w-7xl px-4 py-8"
    >
      <p className="text-muted-foreground">
        {[
          evaluatedSentence(t, page?.scienceQaCount, page?.companiesCount),
          t("scienceqa.distributionText"),
        ]
          .filter(Boolean)
          .join(locale === "en" ? " " : "")}
      </p>
      {entries.some((entry) => entry.score !== null) && (
        <BarList
          title={t("scienceqa.distributionBars")}
          rows={entries.map((entry, index) => ({
            key: String(index),
            label: formatText(entry.modelName),
            value: entry.score,
            text: formatScore(entry.score),
          }))}
        />
      )}
      {page?.rankImageUrl && (
        // Never narrower than 640 px, so its labels stay legible on a phone (the frame scrolls sideways).
        <div
          role="region"
          aria-label={t("scienceqa.distributionImageRegion")}
          tabIndex={0}
          className="mt-6 max-w-3xl overflow-x-auto rounded-lg border border-border"
        >
          <img
            src={page.rankImageUrl}
            alt={
              // A Chinese page asks the CMS for its zh-CN text (English where it has none); English pages
              // keep the catalog's text.
              (locale === "zh-CN" ? page.chartAlt : undefined) ??
              t("scienceqa.distributionImageAlt")
            }
            className="w-full min-w-[640px]"
            loading="lazy"
          />
        </div>
      )}
      {page?.rankImageUrl && (
        <p className="mt-2 text-sm">
          <a
            href={page.rankImageUrl}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t("scienceqa.distributionImageOpen")}
          </a>
        </p>
      )}
    </Section>
  );
}
