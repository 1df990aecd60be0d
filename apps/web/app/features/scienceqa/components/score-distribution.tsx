import { Section } from "@/components/page-header";
import { useLocale, useT } from "@/i18n/i18n";

import type { ScienceQaPage } from "../api/get-scienceqa-page";
import { evaluatedSentence } from "../lib/evaluated-sentence";

/**
 * The spec's score-distribution sentence (how the questions score: the correct rate across them), then the
 * CMS's published chart as "the figure as published", in its own block and at a size its labels can be read:
 * it shows each model's score and best-of-5 score in the benchmark's palette, so it is said to be the same
 * figures as the table, not drawn again here (issue 37).
 */
export function ScoreDistribution({
  page,
}: {
  page: ScienceQaPage | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section
      title={t("scienceqa.distributionTitle")}
      id="distribution"
      // A part of the page's Charts group.
      level={3}
      className="mt-8"
    >
      <p className="text-muted-foreground">
        {[
          evaluatedSentence(t, page?.scienceQaCount, page?.companiesCount),
          t("scienceqa.distributionText"),
        ]
          .filter(Boolean)
          .join(locale === "en" ? " " : "")}
      </p>
      {page?.rankImageUrl && (
        <figure className="mt-6 max-w-4xl" aria-labelledby="published-figure">
          <h4 id="published-figure" className="text-base font-semibold">
            {t("scienceqa.publishedFigureTitle")}
          </h4>
          <figcaption className="mb-3 text-sm text-muted-foreground">
            {t("scienceqa.publishedFigureCaption")}
          </figcaption>
          {/* Never narrower than 640 px, so its labels stay legible on a phone (the frame scrolls sideways). */}
          <div
            role="region"
            aria-label={t("scienceqa.distributionImageRegion")}
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-border"
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
          <p className="mt-2 text-sm">
            <a
              href={page.rankImageUrl}
              className="text-primary underline-offset-4 hover:underline"
            >
              {t("scienceqa.distributionImageOpen")}
            </a>
          </p>
        </figure>
      )}
    </Section>
  );
}
